export { formatBytes, saveBlob } from './file';
