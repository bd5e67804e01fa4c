export { MarketersPage } from './ui/MarketersPage/MarketersPage';
