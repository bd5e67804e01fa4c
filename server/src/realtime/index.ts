export type { Envelope, RealtimeBus, RealtimeMessage } from './bus.js';
export { DISCONNECT_MESSAGE } from './bus.js';
export { CLOSE } from './close-codes.js';
export { textFrame } from './frame.js';
export { SocketHub, type LiveSocket, type TcpStream } from './hub.js';
export { InProcessBus } from './in-process.js';
export { PostgresBus, channelFor } from './postgres.js';
export { ClientMessages, parseEnvelope, type ClientContext, type ClientMessageHandler } from './channel.js';
export type { ClientEnvelope, ServerMessage, ServerMessages, ServerMessageType } from './messages.js';
