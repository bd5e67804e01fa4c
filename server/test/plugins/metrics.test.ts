import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers, upload } from '../helpers/content.js';
import { baseUrlOf, openSocket } from '../helpers/realtime.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line of the text format: `name{labels} value`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics', () => {
  let t: TestApp;
  let base: string;
  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  before(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    await seedDemo(t.app.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
  });
  after(() => t.close());

  it('counts requests, uploads, downloads, socket messages and queries as they happen', async () => {
    const m = await demoMembers(t.app);
    const before = await scrape();
    const uploadsBefore = sample(before, 'cascade_http_requests_total', { route: '/api/frontend/material/', status: '201' }) ?? 0;
    const queriesBefore = sample(before, 'cascade_db_query_duration_seconds_count', { outcome: 'ok' }) ?? 0;

    const socket = await openSocket(base, m.client.token);
    for (let i = 0; i < 3; i++) assert.equal((await fetch(`${base}${API}/user/`, { headers: auth(m.agent.token) })).status, 200);
    assert.equal((await fetch(`${base}${API}/user/`)).status, 401);
    const sizes = [5000, 7000];
    const ids: string[] = [];
    for (const size of sizes) {
      const response = await upload(t.app, m.agent.token, { name: `m-${size}.pdf`, data: randomBytes(size) });
      assert.equal(response.statusCode, 201);
      ids.push(response.json().id);
    }
    const download = await fetch(`${base}${API}/material/${ids[0]}`, { headers: auth(m.agent.token) });
    assert.equal((await download.arrayBuffer()).byteLength, 5000);
    const sent = await fetch(`${base}${API}/content/copy/send`, {
      method: 'POST',
      headers: { ...auth(m.agent.token), 'content-type': 'application/json' },
      body: JSON.stringify({ folder_ids: [], material_ids: ids, recipient_ids: [m.client.id] }),
    });
    assert.equal(sent.status, 200);
    await socket.next('notification');

    const text = await scrape();
    assert.equal(sample(text, 'cascade_http_requests_total', { method: 'GET', route: '/api/frontend/user/', status: '200' }), 3);
    assert.equal(sample(text, 'cascade_http_requests_total', { method: 'GET', route: '/api/frontend/user/', status: '401' }), 1);
    assert.equal(
      sample(text, 'cascade_http_requests_total', { route: '/api/frontend/material/', status: '201' }),
      uploadsBefore + 2,
    );
    assert.equal(
      sample(text, 'cascade_http_request_duration_seconds_count', { method: 'GET', route: '/api/frontend/user/', status: '200' }),
      3,
    );
    assert.ok(
      sample(text, 'cascade_http_request_duration_seconds_bucket', {
        route: '/api/frontend/user/',
        status: '200',
        le: '+Inf',
      }) === 3,
    );
    // The scrape itself is the one request in flight.
    assert.equal(sample(text, 'cascade_http_requests_in_flight'), 1);
    assert.ok(sample(text, 'cascade_upload_bytes_total')! > 12_000, 'multipart bodies of both uploads');
    assert.equal(sample(text, 'cascade_download_bytes_total'), 5000);
    assert.equal(sample(text, 'cascade_realtime_sockets_open'), 1);
    assert.ok(sample(text, 'cascade_realtime_messages_sent_total')! >= 1);
    assert.ok(sample(text, 'cascade_db_query_duration_seconds_count', { outcome: 'ok' })! > queriesBefore + 10);
    assert.ok(sample(text, 'cascade_realtime_bus_lag_seconds_count')! >= 1, 'the bus probe came back');
    assert.ok(sample(text, 'nodejs_eventloop_lag_p99_seconds')! >= 0);
    assert.ok(sample(text, 'process_resident_memory_bytes')! > 10_000_000);
    assert.ok(sample(text, 'nodejs_heap_size_used_bytes')! > 0);
    assert.equal(typeof sample(text, 'cascade_mail_outbox_unsent'), 'number');
    assert.equal(sample(text, 'cascade_mail_failures_total'), 0);
    if (t.db.dialect === 'postgres') assert.ok(sample(text, 'cascade_db_pool_connections', { state: 'total' })! >= 1);

    socket.ws.close();
    await socket.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(sample(await scrape(), 'cascade_realtime_sockets_open'), 0);
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcd' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${base}/metrics`, { headers });
      assert.equal(response.status, 401);
      const body = await response.text();
      assert.equal(JSON.parse(body).detail, 'Send the metrics token as a bearer token.');
      assert.doesNotMatch(body, /cascade_http_requests_total/);
    }
  });

  it('is not served at all unless configured; a separate port serves it apart from the API', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(response.statusCode, 404);
      assert.doesNotMatch(response.body, /cascade_/);
    } finally {
      await plain.close();
    }

    const apart = await createTestApp({ METRICS_PORT: '0' });
    try {
      await apart.app.listen({ host: '127.0.0.1', port: 0 });
      const at = await apart.app.metrics.listen(apart.config.metrics.port!, apart.config.metrics.host);
      assert.equal(at.address, '127.0.0.1');
      const onApi = await fetch(`${baseUrlOf(apart.app)}/metrics`);
      assert.equal(onApi.status, 404);
      assert.doesNotMatch(await onApi.text(), /cascade_/);
      const scraped = await fetch(`http://127.0.0.1:${at.port}/metrics`);
      assert.equal(scraped.status, 200);
      assert.ok(sample(await scraped.text(), 'process_resident_memory_bytes')! > 0);
      assert.equal((await fetch(`http://127.0.0.1:${at.port}/other`)).status, 404);
    } finally {
      await apart.close();
    }
  });
});
