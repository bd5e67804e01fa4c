export { DevAuthPage } from './ui/DevAuthPage/DevAuthPage';
