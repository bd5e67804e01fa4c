export { MoveContentDialog } from './ui/MoveContentDialog/MoveContentDialog';
export type { MoveContentDialogProps } from './ui/MoveContentDialog/MoveContentDialog';
