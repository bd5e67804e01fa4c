export { useUploads } from './model/useUploads';
export type { UploadItem, UploadQueue, UploadStatus } from './model/useUploads';
export { UploadButton } from './ui/UploadButton/UploadButton';
export type { UploadButtonProps } from './ui/UploadButton/UploadButton';
export { UploadDropZone } from './ui/UploadDropZone/UploadDropZone';
export type { UploadDropZoneProps } from './ui/UploadDropZone/UploadDropZone';
export { UploadPanel } from './ui/UploadPanel/UploadPanel';
export type { UploadPanelProps } from './ui/UploadPanel/UploadPanel';
