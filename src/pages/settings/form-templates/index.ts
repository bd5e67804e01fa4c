export { FormTemplatesPage } from './ui/FormTemplatesPage/FormTemplatesPage';
