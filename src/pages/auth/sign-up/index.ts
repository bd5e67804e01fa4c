export { SignUpPage } from './ui/SignUpPage/SignUpPage';
export type { SignUpPageProps } from './ui/SignUpPage/SignUpPage';
