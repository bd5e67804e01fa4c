export { useDownload } from './model/useDownload';
export type { DownloadTarget } from './model/useDownload';
