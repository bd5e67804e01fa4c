export { FormError } from './FormError';
export type { FormErrorProps } from './FormError';
