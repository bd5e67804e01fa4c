import fp from 'fastify-plugin';
import { DEFAULT_TIMING, Presence, type PresenceTiming } from '../services/meetings/presence.js';
import { meetingHandlers } from '../services/meetings/signalling.js';

declare module 'fastify' {
  interface FastifyInstance {
    meetings: Presence;
  }
}

export type MeetingsPluginOptions = Partial<PresenceTiming>;

/**
 * Meeting signalling on the realtime channel (docs/meetings.md): registers the `meeting.*` handlers,
 * turns a dropped socket's participants `reconnecting`, and sweeps presence on a timer.
 */
export const meetingsPlugin = fp<MeetingsPluginOptions>(
  async (app, options) => {
    const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `meetings: ${what} failed`);
    const presence = new Presence(
      app.db,
      app.dbDialect,
      app.realtime.publish,
      { ...DEFAULT_TIMING, ...options },
      failed('relaying a signal'),
    );
    for (const handler of meetingHandlers(app.db, presence)) app.realtime.channel.register(handler);
    app.realtime.resolveLarge('meeting.signal', async (_membershipId, ref) => {
      const payload = await presence.signals.storedSignal(ref);
      return payload ? { type: 'meeting.signal', payload } : null;
    });
    // Shutdown closes every socket: their participants turn reconnecting before the database closes.
    const pending = new Set<Promise<void>>();
    const unsubscribe = app.realtime.onSocketGone((socketId) => {
      const marking = presence.socketGone(socketId).catch(failed('marking a dropped participant'));
      pending.add(marking);
      void marking.finally(() => pending.delete(marking));
    });
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      presence
        .sweep()
        .catch(failed('the presence sweep'))
        .finally(() => {
          sweeping = false;
        });
    }, presence.timing.sweepMs);
    timer.unref();
    app.decorate('meetings', presence);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      unsubscribe();
    });
  },
  { name: 'meetings', dependencies: ['database', 'realtime'] },
);
