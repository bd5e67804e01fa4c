export { ERROR_TOAST_TITLE, notifyError, notifyInfo, notifySuccess } from './notify';
export { ToastProvider } from './ToastProvider';
