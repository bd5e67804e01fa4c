import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { PostgresBus, channelFor, type Envelope } from '../../src/realtime/index.js';
import { sleep } from '../helpers/realtime.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('PostgreSQL LISTEN/NOTIFY bus', { skip: pgUrl ? false : 'needs PostgreSQL: set TEST_DATABASE_URL' }, () => {
  const schema = `bus_${randomBytes(5).toString('hex')}`;
  let one: PostgresBus;
  let two: PostgresBus;
  const received: Envelope[] = [];
  const resolved: string[] = [];

  before(async () => {
    const options = {
      url: pgUrl ?? '',
      schema,
      log: quiet,
      resolve: async (membershipId: string, type: string, ref: string) => {
        resolved.push(ref);
        return { type, payload: { id: ref, loaded: true } };
      },
    };
    one = new PostgresBus(options);
    two = new PostgresBus(options);
    await Promise.all([one.start(), two.start()]);
    two.subscribe((envelope) => received.push(envelope));
  });
  after(async () => {
    await one.close();
    await two.close();
  });

  // Polls the condition; the bound only stops a run where it never comes (2 s was passed on a busy machine).
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 6000 && !check(); i++) await sleep(10);
    assert.ok(check(), 'condition met in time');
  };

  it('carries many messages, in order, in few NOTIFY payloads', async () => {
    received.length = 0;
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        one.publish(`member-${i % 7}`, { type: 'notification', payload: { id: String(i), title: 'é'.repeat(40) } }),
      ),
    );
    await waitFor(() => received.length === 300);
    assert.deepEqual(
      received.map((e) => (e.message.payload as { id: string }).id),
      Array.from({ length: 300 }, (_, i) => String(i)),
    );
    assert.equal(received[8]?.membershipId, 'member-1');
  });

  it('sends a message too large for NOTIFY as a reference that the receiver loads', async () => {
    received.length = 0;
    await one.publish('member-x', { type: 'notification', payload: { id: 'big-1', body: 'x'.repeat(9000) } });
    await waitFor(() => received.length === 1);
    assert.ok(resolved.includes('big-1'), 'loaded by reference');
    assert.deepEqual(received[0], {
      membershipId: 'member-x',
      message: { type: 'notification', payload: { id: 'big-1', loaded: true } },
    });
  });

  it('listens again after its connection is killed', async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where pid in (select pid from pg_stat_activity where query ilike $1)`,
      [`LISTEN "${channelFor(schema)}"%`],
    );
    await admin.end();
    received.length = 0;
    // Keep publishing until the listener is back (it retries within a few hundred milliseconds).
    for (let i = 0; i < 100 && received.length === 0; i++) {
      await one.publish('member-r', { type: 'notification', payload: { id: `r${i}` } });
      await sleep(50);
    }
    assert.ok(received.length > 0, 'delivered after reconnecting');
  });
});
