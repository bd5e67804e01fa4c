export { SendIntakeFormButton } from './ui/SendIntakeFormButton/SendIntakeFormButton';
export type { SendIntakeFormButtonProps } from './ui/SendIntakeFormButton/SendIntakeFormButton';
