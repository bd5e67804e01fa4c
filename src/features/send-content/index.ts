export { SendContentDialog } from './ui/SendContentDialog/SendContentDialog';
export type { SendContentDialogProps } from './ui/SendContentDialog/SendContentDialog';
