export { listDevices, openCamera, openLocalMedia, openScreen, stopTracks } from './lib/media';
export type { DeviceChoice, Devices, LocalMediaResult } from './lib/media';
export { MeetingSession } from './model/session';
export type { RemoteParticipant, SessionSnapshot } from './model/session';
