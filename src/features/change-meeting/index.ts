export { ChangeMeetingControls } from './ui/ChangeMeetingControls/ChangeMeetingControls';
export type { ChangeMeetingControlsProps } from './ui/ChangeMeetingControls/ChangeMeetingControls';
