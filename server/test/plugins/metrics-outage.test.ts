import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connect, type DbHandle } from '../../src/db/connect.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.js';

const TOKEN = 'outage-metrics-token-0123456789';

/**
 * The scrape during a PostgreSQL outage (issue: /metrics answered 503 exactly then): on a private
 * cluster this test stops and starts, whichever database the rest of the suite uses.
 */
describe('metrics while PostgreSQL is down', { timeout: 120_000 }, () => {
  let database: PrivatePostgres;
  let db: DbHandle;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-metrics-outage-'));

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return { status: response.statusCode, body: response.body };
  };
  const value = (body: string, series: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  const UP = 'cascade_dependency_up{dependency="database"}';
  const ERRORS = 'cascade_dependency_errors_total{dependency="database"}';

  before(async () => {
    database = await startPrivatePostgres();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'outage-metrics-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    db = connect(config.databaseUrl, { poolSize: 4, connectTimeoutMs: 1000 });
    app = await buildApp(config, { db, logger: false });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.close();
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the scrape during the outage, showing the database down and its errors counted', async () => {
    const healthy = await scrape();
    assert.equal(healthy.status, 200);
    assert.equal(value(healthy.body, UP), 1);
    const errorsBefore = value(healthy.body, ERRORS) ?? 0;

    await database.stop();
    // A request that needs the database fails as it must (503), and the failure is counted.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/frontend/user/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone%40example.com&password=whatever-it-is',
    });
    assert.equal(signIn.statusCode, 503);
    const during = await scrape();
    assert.equal(during.status, 200, 'the scrape answers while the database is down');
    assert.equal(value(during.body, UP), 0, 'the scrape shows the database down');
    assert.ok(value(during.body, ERRORS)! > errorsBefore, 'the database errors are counted');

    // With no request in between, a scrape still answers and still shows the outage.
    const quiet = await scrape();
    assert.equal(quiet.status, 200);
    assert.equal(value(quiet.body, UP), 0);

    await database.start();
    let after = await scrape();
    while (value(after.body, UP) !== 1) after = await scrape();
    assert.equal(after.status, 200);
  });
});
