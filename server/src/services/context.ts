import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connect.js';
import type { Mailer } from '../mail/mailer.js';
import type { BlobStorage } from '../storage/index.js';
import type { Sessions } from './identity/sessions.js';

/**
 * What the services work with — the one service context, provided by the Fastify instance (`app` is
 * one). A service takes the parts it uses, `Pick<ServiceContext, 'db' | 'storage'>`; one that needs
 * only the database takes `db: Db` itself (a database or an open transaction, so that callers can run
 * several services in one transaction).
 */
export interface ServiceContext {
  db: Db;
  dbDialect: DialectName;
  config: Config;
  mailer: Mailer;
  storage: BlobStorage;
  sessions: Sessions;
}
