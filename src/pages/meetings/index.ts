export { MeetingsPage } from './ui/MeetingsPage/MeetingsPage';
