export { DeleteContentDialog } from './ui/DeleteContentDialog/DeleteContentDialog';
export type { DeleteContentDialogProps } from './ui/DeleteContentDialog/DeleteContentDialog';
