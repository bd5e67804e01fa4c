export { FormCheckboxField } from './FormCheckboxField';
export type { FormCheckboxFieldProps } from './FormCheckboxField';
