export { SendIntakeFormButton } from './ui/SendIntakeFormButton/SendIntakeFormButton';
