export { FilePickButton } from './FilePickButton';
export type { FilePickButtonProps } from './FilePickButton';
