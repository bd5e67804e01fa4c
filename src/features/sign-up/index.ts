export { isLicensedRole, validatePasswords, validateSignUp, validateUserFields } from './lib/validate';
export type { PasswordValues, SignUpValues, UserFieldValues } from './lib/validate';
export { AvatarField } from './ui/AvatarField/AvatarField';
export { PasswordFields } from './ui/PasswordFields/PasswordFields';
export type { PasswordFieldsProps } from './ui/PasswordFields/PasswordFields';
export { SignUpForm } from './ui/SignUpForm/SignUpForm';
export type { SignUpFormProps } from './ui/SignUpForm/SignUpForm';
export { UserFields } from './ui/UserFields/UserFields';
export type { UserFieldsProps } from './ui/UserFields/UserFields';
