export { MaterialsPage } from './ui/MaterialsPage/MaterialsPage';
export { prefetchMaterials } from './model/prefetch';
