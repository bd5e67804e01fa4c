export { formatBytes, openBrowserDownload, saveBlob } from './file';
