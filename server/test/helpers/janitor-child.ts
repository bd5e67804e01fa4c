// One blob janitor sweep in a process of its own (the janitor tests run two at once, as two replicas
// would). Input in the environment; prints the sweep's result as JSON.
import { connect } from '../../src/db/connect.js';
import type { StorageConfig } from '../../src/config.js';
import { BlobJanitor, createStorage } from '../../src/storage/index.js';

const env = process.env;
const handle = connect(env.JANITOR_DB_URL ?? '', { schema: env.JANITOR_DB_SCHEMA || undefined });
const storage = await createStorage(JSON.parse(env.JANITOR_STORAGE ?? '{}') as StorageConfig);
const janitor = new BlobJanitor(handle.db, storage, {
  graceMs: Number(env.JANITOR_GRACE_MS ?? 0),
  tempGraceMs: 3600_000,
  intervalMs: 3600_000,
  log: { info: () => {}, warn: () => {} },
});
// Both processes start sweeping at the same moment.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(env.JANITOR_START_AT ?? 0) - Date.now())));
const result = await janitor.sweep();
console.log(JSON.stringify(result));
await handle.close();
