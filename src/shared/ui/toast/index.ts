export { ERROR_TOAST_TITLE, notifyError, notifyInfo, notifySuccess } from './notify';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { ToastProvider } from './ToastProvider';
