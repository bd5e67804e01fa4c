export { SendContentDialog } from './ui/SendContentDialog/SendContentDialog';
export type { ContentSelection, SendContentDialogProps } from './ui/SendContentDialog/SendContentDialog';
