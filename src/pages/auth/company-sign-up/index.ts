export { CompanySignUpPage } from './ui/CompanySignUpPage/CompanySignUpPage';
