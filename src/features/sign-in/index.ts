export { isEmailShaped, validateSignIn } from './lib/validate';
export type { SignInErrors, SignInValues } from './lib/validate';
export { SignInForm } from './ui/SignInForm/SignInForm';
