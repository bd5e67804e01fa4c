export { MeetingPage } from './ui/MeetingPage/MeetingPage';
