export { MaterialsPage } from './ui/MaterialsPage/MaterialsPage';
