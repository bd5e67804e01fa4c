import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, redactUrl } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedDemo } from '../src/services/demo/seed.js';
import { baseUrlOf, handshake, openSocket } from './helpers/realtime.js';
import { loginAs } from './helpers/session.js';

describe('request logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-log-'));
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'log-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'info',
    });
    app = await buildApp(config, { logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never contain the token query parameter, the Authorization header or cookies', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/frontend/health/live?token=SECRET-QUERY-TOKEN&x=1',
      headers: { authorization: 'Bearer SECRET-BEARER-TOKEN', cookie: 'access-token=SECRET-COOKIE-TOKEN' },
    });
    const text = lines.join('');
    assert.match(text, /health\/live\?token=\[redacted\]&x=1/);
    for (const secret of ['SECRET-QUERY-TOKEN', 'SECRET-BEARER-TOKEN', 'SECRET-COOKIE-TOKEN']) {
      assert.equal(text.includes(secret), false, `${secret} reached the log`);
    }
  });

  it('never contain the socket’s access token, accepted or refused', async () => {
    await seedDemo(app.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = baseUrlOf(app);
    const { access_token: token } = await loginAs(app, 'agent');
    const socket = await openSocket(base, token);
    socket.ws.close();
    await socket.closed;
    assert.equal((await handshake(base, '/api/frontend/general/ws?token=REFUSED-SOCKET-TOKEN')).status, 401);
    const text = lines.join('');
    assert.match(text, /general\/ws\?token=\[redacted\]/);
    assert.equal(text.includes(token), false, 'the accepted token reached the log');
    assert.equal(text.includes('REFUSED-SOCKET-TOKEN'), false, 'the refused token reached the log');
  });

  it('redacts every token-like query parameter', () => {
    assert.equal(redactUrl('/a?refresh_token=r&token=t&b=2'), '/a?refresh_token=[redacted]&token=[redacted]&b=2');
    assert.equal(redactUrl('/ws?access_token=abc#x'), '/ws?access_token=[redacted]#x');
    assert.equal(redactUrl('/ws?%74oken=abc&ok=1'), '/ws?%74oken=[redacted]&ok=1', 'percent-encoded names are decoded first');
    assert.equal(
      redactUrl('/user/email/change/confirm?new_email=a%40b.c&password=pw'),
      '/user/email/change/confirm?new_email=a%40b.c&password=[redacted]',
    );
    assert.equal(redactUrl('/plain/path'), '/plain/path');
  });
});

describe('log format', () => {
  const env = { JWT_SECRET: 'log-test-secret-0123456789-0123456789', STATIC_DIR: '', LOG_LEVEL: 'info' };

  it('is pretty in a terminal outside production, JSON otherwise, and LOG_FORMAT decides when set', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-log-'));
    try {
      assert.equal(loadConfig({ ...env, DATA_DIR: dir }, true).logFormat, 'pretty');
      assert.equal(loadConfig({ ...env, DATA_DIR: dir }, false).logFormat, 'json');
      assert.equal(
        loadConfig({ ...env, DATA_DIR: dir, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' }, true).logFormat,
        'json',
      );
      assert.equal(loadConfig({ ...env, DATA_DIR: dir, LOG_FORMAT: 'json' }, true).logFormat, 'json');
      assert.equal(loadConfig({ ...env, DATA_DIR: dir, LOG_FORMAT: 'pretty' }, false).logFormat, 'pretty');
      assert.throws(() => loadConfig({ ...env, DATA_DIR: dir, LOG_FORMAT: 'xml' }), /LOG_FORMAT must be pretty or json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints one short line per request in pretty mode, secrets still redacted', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-log-'));
    const lines: string[] = [];
    const app = await buildApp(loadConfig({ ...env, DATA_DIR: dir, LOG_FORMAT: 'pretty' }), {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/frontend/health/live?token=SECRET-QUERY-TOKEN' });
      const requestLines = lines
        .join('')
        .split('\n')
        .filter((line) => line.includes('health/live'));
      assert.equal(requestLines.length, 1, lines.join(''));
      assert.match(
        requestLines[0]!,
        /^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/api\/frontend\/health\/live\?token=\[redacted\] 200 \d+ ms$/,
      );
      assert.equal(lines.join('').includes('SECRET-QUERY-TOKEN'), false);
      assert.equal(
        lines.some((line) => line.trim().startsWith('{')),
        false,
        'no JSON lines',
      );
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
