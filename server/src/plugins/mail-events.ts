import fp from 'fastify-plugin';
import { parseFrom } from '../mail/smtp.js';
import type { NotificationItem } from '../services/notifications/notifications.js';
import { seenLive, setMailHold } from '../services/mail-events/queue.js';
import { MailEventSender } from '../services/mail-events/sender.js';
import { UnsubscribeLinks } from '../services/mail-events/unsubscribe.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailEvents: { links: UnsubscribeLinks; sender: MailEventSender };
  }
}

/**
 * Mail as one more channel of the notification path: `notify` queues a line per notification as the
 * member's preferences say; here every process mails what is due (services/mail-events/sender.ts), and
 * a notification that reaches an open tab of this process gives its reader the read window first.
 */
export const mailEventsPlugin = fp(
  async (app) => {
    const links = new UnsubscribeLinks(app.config.jwtSecret);
    const domain = parseFrom(app.config.mailFrom).address.split('@')[1] ?? 'cascade.local';
    const sender = new MailEventSender({ db: app.db, publicUrl: app.config.publicUrl, links, domain }, app.mailer);
    app.decorate('mailEvents', { links, sender });

    const unsubscribe = app.realtime.bus.subscribe((envelope) => {
      if (envelope.message.type !== 'notification' || !app.realtime.hub.holds(envelope.membershipId)) return;
      const item = envelope.message.payload as NotificationItem;
      seenLive(app.db, item.id, item.created_at).catch((error: unknown) =>
        app.log.warn({ err: error }, 'mail: could not give a live notification its read window'),
      );
    });
    app.addHook('onClose', async () => unsubscribe());

    setMailHold(app.config.mailEvents.holdMs);
    const every = app.config.mailEvents.intervalMs;
    if (every <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sender
        .sendDue()
        .then(() => sender.sendDigests())
        .catch((error: unknown) => app.log.error({ err: error }, 'mail: notifications could not be mailed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'mail-events', dependencies: ['services', 'realtime', 'database'] },
);
