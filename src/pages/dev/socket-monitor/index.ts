export { DevSocketPage } from './ui/DevSocketPage/DevSocketPage';
