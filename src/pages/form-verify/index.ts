export { FormVerifyPage } from './ui/FormVerifyPage/FormVerifyPage';
