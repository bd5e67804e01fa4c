import { Worker } from 'node:worker_threads';
import { DIR_MODE, FILE_MODE } from '../lib/private-files.js';

/**
 * Publishes a small blob that is already in memory, in a worker thread: write a temporary (created
 * exclusively), fsync it, rename it into place, fsync the directory.
 *
 * Why a thread: on the main thread each of those ten file system calls waits for its own turn of the
 * event loop. Under load a turn takes tens of milliseconds (it answers every request that is ready),
 * so an upload of a few KiB spent ~250 ms there while its disk work took ~5. The worker's own loop is
 * idle, so the steps follow each other at once; the main thread waits for one message. The calls still
 * run on libuv's thread pool, several uploads at a time.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs/promises');
const path = require('node:path');

async function fsyncDir(dir) {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function publish({ temp, target, bytes }) {
  await fs.mkdir(path.dirname(temp), { recursive: true, mode: ${DIR_MODE} });
  const file = await fs.open(temp, 'wx', ${FILE_MODE});
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await fs.mkdir(path.dirname(target), { recursive: true, mode: ${DIR_MODE} });
  await fs.rename(temp, target);
  await fsyncDir(path.dirname(target));
}

parentPort.on('message', (job) => {
  publish(job).then(
    () => parentPort.postMessage({ id: job.id }),
    async (error) => {
      await fs.rm(job.temp, { force: true }).catch(() => undefined);
      parentPort.postMessage({ id: job.id, error: { message: String(error && error.message), code: error && error.code } });
    },
  );
});
`;

interface Reply {
  id: number;
  error?: { message: string; code?: string };
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = null;
}

/**
 * The publishing thread, started on first use. It keeps the process alive only while a blob is being
 * published (ref'd with each job, unref'd when none is left).
 */
function publisher(): Worker {
  if (worker) return worker;
  // Plain CommonJS whatever the process was started with (a loader, --input-type).
  const started = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  started.on('message', ({ id, error }: Reply) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (!error) return job.resolve();
    job.reject(Object.assign(new Error(error.message), { code: error.code }));
  });
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`The blob publishing thread stopped (exit code ${code}).`)));
  worker = started;
  return started;
}

/**
 * Writes `bytes` durably to `target` through `temp` (same file system); on failure the temporary is
 * gone and the target untouched.
 */
export function publishSmall(temp: string, target: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const thread = publisher();
    thread.ref();
    thread.postMessage({ id, temp, target, bytes });
  });
}
