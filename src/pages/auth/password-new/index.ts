export { PasswordNewPage } from './ui/PasswordNewPage/PasswordNewPage';
