export { iceServersFor, type IceServer, type IceServers } from './ice.js';
export type { LobbyEntry, Participant, SignalPayload } from './messages.js';
export { createRoom, getRoom, listRooms, type Room, type RoomAccess } from './rooms.js';
export { cancelRoom, rescheduleRoom } from './changes.js';
