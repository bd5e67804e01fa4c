import fp from 'fastify-plugin';
import { pruneAudit } from '../services/audit/index.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Keeps the audit trail to its retention period (AUDIT_RETENTION_DAYS): a sweep soon after start, then
 * hourly. Several replicas may sweep at once; a delete by age is safe to repeat.
 */
export const auditPlugin = fp<{ retentionDays: number; intervalMs?: number }>(
  async (app, { retentionDays, intervalMs = 3600 * 1000 }) => {
    const sweep = async () => {
      try {
        const removed = await pruneAudit(app.db, new Date(Date.now() - retentionDays * DAY_MS));
        if (removed > 0) app.log.info({ removed, retentionDays }, 'audit entries past their retention removed');
      } catch (error) {
        app.log.warn({ err: error }, 'audit retention sweep failed; it runs again later');
      }
    };
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      first = setTimeout(() => void sweep(), 5_000).unref();
      timer = setInterval(() => void sweep(), intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'audit', dependencies: ['database'] },
);
