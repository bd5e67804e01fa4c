import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Sessions } from './sessions.js';

/** What the account services work with; the Fastify instance provides all of it. */
export interface ServiceContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  sessions: Sessions;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
