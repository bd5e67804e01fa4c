export { useDownload } from './model/useDownload';
