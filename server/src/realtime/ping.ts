import { CLIENT_MESSAGES, type ClientPayloads } from '../contract/realtime-messages.js';
import type { ClientMessageHandler } from './channel.js';

/** `ping` → `pong` (echoing `ref`): lets a client check the channel end to end. Anyone signed in may. */
export const ping: ClientMessageHandler<ClientPayloads['ping']> = {
  type: 'ping',
  payload: CLIENT_MESSAGES.ping,
  authorize: () => null,
  handle: (context, _payload, ref) => context.reply({ type: 'pong', payload: ref === undefined ? {} : { ref } }),
};
