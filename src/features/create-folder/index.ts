export { CreateFolderDialog } from './ui/CreateFolderDialog/CreateFolderDialog';
export type { CreateFolderDialogProps } from './ui/CreateFolderDialog/CreateFolderDialog';
