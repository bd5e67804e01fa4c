export { DevMaterialsPage } from './ui/DevMaterialsPage/DevMaterialsPage';
