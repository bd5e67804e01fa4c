import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has embedded defaults: SQLite under the data directory, a generated and kept JWT secret', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      assert.equal(config.mode, 'embedded');
      assert.equal(config.port, 8080);
      assert.equal(config.databaseUrl, `sqlite:${path.join(dir, 'cascade.sqlite')}`);
      assert.ok(existsSync(path.join(dir, 'jwt-secret')));
      assert.ok(config.jwtSecret.length >= 32);
      const again = loadConfig({ DATA_DIR: dir });
      assert.deepEqual(again.jwtSecret, config.jwtSecret, 'the secret survives a restart');
      assert.equal(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').length >= 32, true);
      assert.equal(config.seedDemo, true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('requires a JWT secret in production and names every problem at once', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 3);
        assert.match(error.message, /JWT_SECRET is required in production/);
        assert.match(error.message, /PORT must be a whole number/);
        assert.match(error.message, /DATABASE_URL must start with sqlite: .* or postgres:\/\//);
        return true;
      },
    );
  });

  it('refuses a short JWT secret and a relative public URL', () => {
    assert.throws(
      () => loadConfig({ JWT_SECRET: 'short', DATA_DIR: os.tmpdir(), PUBLIC_URL: 'example.com' }),
      /at least 32 characters[\s\S]*PUBLIC_URL/,
    );
  });

  it('does not seed demo data or serve the SPA in production unless asked', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/cascade' });
    assert.equal(config.seedDemo, false);
    assert.equal(config.staticDir, null);
    assert.equal(config.host, '0.0.0.0');
  });
});
