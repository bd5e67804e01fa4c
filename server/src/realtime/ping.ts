import { Type } from 'typebox';
import type { ClientMessageHandler } from './channel.js';

/** `ping` → `pong` (echoing `ref`): lets a client check the channel end to end. Anyone signed in may. */
export const ping: ClientMessageHandler<Record<string, never>> = {
  type: 'ping',
  payload: Type.Object({}, { additionalProperties: false }),
  authorize: () => null,
  handle: (context, _payload, ref) => context.reply({ type: 'pong', payload: ref === undefined ? {} : { ref } }),
};
