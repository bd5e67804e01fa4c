export { DevMailPage } from './ui/DevMailPage/DevMailPage';
