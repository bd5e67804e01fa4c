export { submitErrors } from './submit-errors';
export { isEmailShaped } from './email';
