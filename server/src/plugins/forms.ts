import fp from 'fastify-plugin';
import { sendDueReminders } from '../services/forms/list.js';

export interface FormsPluginOptions {
  /** How often due reminders are looked for (ms); 0 turns the timer off (tests call the service). */
  reminderIntervalMs?: number;
}

/** The intake-form reminder timer: one reminder per unsigned form a day before it is due. */
export const formsPlugin = fp<FormsPluginOptions>(
  async (app, options) => {
    const every = options.reminderIntervalMs ?? 5 * 60 * 1000;
    if (every <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sendDueReminders(app.db)
        .catch((error: unknown) => app.log.error({ err: error }, 'form reminders failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'forms', dependencies: ['database'] },
);
