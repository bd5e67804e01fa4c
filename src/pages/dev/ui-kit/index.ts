export { DevUiPage } from './ui/DevUiPage/DevUiPage';
