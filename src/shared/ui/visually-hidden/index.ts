export { visuallyHidden } from './visuallyHidden';
