export { DevFormsPage } from './ui/DevFormsPage/DevFormsPage';
