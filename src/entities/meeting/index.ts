export { DEFAULT_SPEAKING, audioContext } from './lib/audio-level';
export type { SpeakingThresholds } from './lib/audio-level';
export { useAudioLevel } from './lib/useAudioLevel';
export { MEETING_SERVER_VALIDATORS } from './lib/validate';
export type {
  MediaState,
  MeetingClientMessage,
  MeetingClientPayloads,
  MeetingLobbyEntry,
  MeetingParticipant,
  MeetingServerMessage,
  MeetingServerPayloads,
  SignalCandidate,
  SignalDescription,
} from './model/messages';
export { LevelMeter } from './ui/LevelMeter/LevelMeter';
export type { LevelMeterProps } from './ui/LevelMeter/LevelMeter';
export { SpeakingIndicator } from './ui/SpeakingIndicator/SpeakingIndicator';
export type { SpeakingIndicatorProps } from './ui/SpeakingIndicator/SpeakingIndicator';
