export { MeetButton } from './ui/MeetButton/MeetButton';
export type { MeetButtonProps } from './ui/MeetButton/MeetButton';
export { NewMeetingDialog } from './ui/NewMeetingDialog/NewMeetingDialog';
export type { NewMeetingDialogProps } from './ui/NewMeetingDialog/NewMeetingDialog';
