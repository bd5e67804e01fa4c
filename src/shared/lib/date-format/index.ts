export { lazyDateFormat } from './date-format';
