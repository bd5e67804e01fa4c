export { AgentsPage } from './ui/AgentsPage/AgentsPage';
