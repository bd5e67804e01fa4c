export { ERROR_TOAST_TITLE, notifyError, notifyInfo, notifyProblem, notifySuccess } from './notify';
export { ToastProvider } from './ToastProvider';
