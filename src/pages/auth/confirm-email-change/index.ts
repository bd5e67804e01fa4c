export { ConfirmEmailChangePage } from './ui/ConfirmEmailChangePage/ConfirmEmailChangePage';
