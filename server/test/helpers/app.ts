import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { connect, type DbHandle } from '../../src/db/connect.js';
import { contractCheck } from './contract-check.js';
import { copyPostgresTemplate, copySqliteTemplate, TEMPLATE_SCHEMA } from './template-db.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: DbHandle;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: a new SQLite file, or — when TEST_DATABASE_URL is set — a new
 * PostgreSQL database (on that server) that is dropped afterwards. Both are copies of a migrated template
 * (helpers/template-db.ts) unless `env` names a DATABASE_URL of its own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void,
  options: Pick<BuildOptions, 'realtime' | 'meetings' | 'logStream' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const ownUrl = env.DATABASE_URL !== undefined;
  const copy = pgUrl && !ownUrl ? await copyPostgresTemplate(pgUrl) : undefined;
  const sqliteFile = path.join(dataDir, 'test.sqlite');
  if (!pgUrl && !ownUrl) await copySqliteTemplate(sqliteFile);
  const schema = copy ? TEMPLATE_SCHEMA : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: copy?.url ?? `sqlite:${sqliteFile}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
    // Generous limits so suites are not throttled; the throttling tests set small ones.
    RATE_LIMIT_SIGNIN_IP: '1000/900',
    RATE_LIMIT_SIGNIN_ACCOUNT: '1000/900',
    RATE_LIMIT_RESET_IP: '1000/900',
    RATE_LIMIT_RESET_ACCOUNT: '1000/900',
    RATE_LIMIT_INVITATION_IP: '1000/900',
    RATE_LIMIT_REVEAL: '1000/900',
    // No load shedding: a busy test machine would turn answers into 503s; its own tests switch it on.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = connect(config.databaseUrl, { schema, poolSize: 4 });
  const app = await buildApp(config, { db, dbSchema: schema, logger: false, ...options });
  // Every answer is held to server/openapi.json (helpers/contract-check.ts).
  const contract = contractCheck(app);
  setup?.(app);
  contract.start();
  await app.ready();
  return {
    app,
    config,
    db,
    async close() {
      await app.close();
      await db.close();
      await copy?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      const violations = contract.violations();
      if (violations.length > 0)
        throw new Error(`Answers broke the API contract (server/openapi.json):\n  ${violations.join('\n  ')}`);
    },
  };
}
