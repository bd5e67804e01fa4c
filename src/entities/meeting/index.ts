export { DEFAULT_SPEAKING, audioContext } from './lib/audio-level';
export type { SpeakingThresholds } from './lib/audio-level';
export { useAudioLevel } from './lib/useAudioLevel';
export type {
  MediaState,
  MeetingClientMessage,
  MeetingLobbyEntry,
  MeetingParticipant,
  MeetingServerMessage,
} from './model/types';
export { LevelMeter } from './ui/LevelMeter/LevelMeter';
export type { LevelMeterProps } from './ui/LevelMeter/LevelMeter';
export { SpeakingIndicator } from './ui/SpeakingIndicator/SpeakingIndicator';
export type { SpeakingIndicatorProps } from './ui/SpeakingIndicator/SpeakingIndicator';
