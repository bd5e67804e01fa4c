export { ForgotPasswordPage } from './ui/ForgotPasswordPage/ForgotPasswordPage';
