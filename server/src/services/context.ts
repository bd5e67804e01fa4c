import type { Static } from 'typebox';
import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connect.js';
import type { Membership } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { TokenPairSchema } from '../schemas/identity/user.js';
import type { BlobStorage } from '../storage/index.js';

/**
 * What the services ask of the sessions; identity's `Sessions` implements it. Declared here so that
 * the context every area takes does not import an area.
 */
export interface SessionControl {
  signIn(email: string, password: string): Promise<Static<typeof TokenPairSchema>>;
  start(membership: Membership): Promise<Static<typeof TokenPairSchema>>;
  revokeAll(membershipId: string, db?: Db): Promise<number>;
}

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
  sessions: SessionControl;
}
