export { UploadVersionDialog } from './ui/UploadVersionDialog/UploadVersionDialog';
export type { UploadVersionDialogProps } from './ui/UploadVersionDialog/UploadVersionDialog';
export { UploadVersionButton } from './ui/UploadVersionButton/UploadVersionButton';
