export { showToast } from './toast';
export type { ToastOptions } from './toast';
