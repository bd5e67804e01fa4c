export type { Envelope, RealtimeBus, RealtimeMessage } from './bus.js';
export { DISCONNECT_MESSAGE } from './bus.js';
export { CLOSE } from './close-codes.js';
export { SocketHub, type Corkable, type LiveSocket } from './hub.js';
export { InProcessBus } from './in-process.js';
export { PostgresBus, channelFor } from './postgres.js';
