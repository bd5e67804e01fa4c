/** Writes server/openapi.json, the contract the SPA's API layer is generated from. */
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: 'sqlite::memory:',
    JWT_SECRET: 'openapi-generation-only-secret-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
