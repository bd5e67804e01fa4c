/**
 * The local store's write path for resumable uploads (`LocalUploadParts.append`, one PATCH's bytes at its
 * offset, durable before it returns) against a same-run baseline: the same bytes written the way it did
 * before — each 1 MiB batch awaited before more is read, one fsync of the whole request at its end. A
 * file of `--mib` (default 512) goes in requests of `--request-mib` (default 103, the app's request for
 * 1 GiB), fed as fast as they are taken in 64 KiB chunks (a socket's). `--runs` (default 3) of each,
 * alternating; min / median / max and the ratio of the medians, with the load average (the disk and CPU
 * are shared: only the ratio counts). BENCH_DIR picks the disk (default /var/tmp).
 *
 *   node --import tsx bench/tus-append.ts [--mib=512] [--request-mib=103] [--runs=3]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalUploadParts } from '../src/storage/local-parts.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MiB = 1024 * 1024;
const TOTAL = arg('mib', 512) * MiB;
const REQUEST = arg('request-mib', 103) * MiB;
const RUNS = arg('runs', 3);
const CHUNK = 64 * 1024;
const source = randomBytes(8 * MiB);

/** `length` bytes in socket-sized chunks, produced as fast as they are taken. */
async function* body(length: number): AsyncIterable<Buffer> {
  for (let sent = 0; sent < length; sent += CHUNK) {
    const size = Math.min(CHUNK, length - sent);
    const at = sent % (source.length - CHUNK);
    // A fresh buffer per chunk, as a socket gives.
    yield Buffer.from(source.subarray(at, at + size));
  }
}

/** The write path before: each batch awaited before more is read, one fsync at the end. */
async function appendBefore(file: string, offset: number, chunks: AsyncIterable<Buffer>): Promise<number> {
  const handle = await open(file, 'r+');
  let written = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    if (batched === 0) return;
    await handle.writev(batch, offset + written);
    written += batched;
    batch = [];
    batched = 0;
  };
  try {
    for await (const chunk of chunks) {
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= MiB) await flush();
    }
    await flush();
    await handle.sync();
  } finally {
    await handle.close();
  }
  return written;
}

const dir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-tus-append-'));
const parts = new LocalUploadParts(path.join(dir, 'blobs'), (key) => path.join(dir, key));

async function upload(variant: 'before' | 'now'): Promise<number> {
  const id = randomUUID();
  await parts.begin(id);
  const file = path.join(parts.dir, `${id}.part`);
  const start = performance.now();
  for (let offset = 0; offset < TOTAL; offset += REQUEST) {
    const length = Math.min(REQUEST, TOTAL - offset);
    const written =
      variant === 'now'
        ? (await parts.append(id, null, { offset, length }, body(length))).written
        : await appendBefore(file, offset, body(length));
    if (written !== length) throw new Error(`${variant}: wrote ${written} of ${length}`);
  }
  const elapsed = performance.now() - start;
  await parts.remove(id);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

try {
  const times = { before: [] as number[], now: [] as number[] };
  console.log(`load average at start: ${load()}`);
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating, and which goes first alternates too.
    const order = run % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
    for (const variant of order) {
      times[variant].push(await upload(variant));
      console.log(`${variant}, run ${run + 1}: ${sec(times[variant].at(-1)!)} (load ${load()})`);
    }
  }
  console.log(`\n${TOTAL / MiB} MiB in requests of ${REQUEST / MiB} MiB, ${RUNS} runs each; load at end ${load()}`);
  for (const variant of ['before', 'now'] as const) {
    const values = times[variant];
    const rate = ((TOTAL / MiB / median(values)) * 1000).toFixed(0);
    console.log(
      `  ${variant.padEnd(7)} min ${sec(Math.min(...values))} / median ${sec(median(values))} (${rate} MiB/s) / max ${sec(Math.max(...values))}`,
    );
  }
  console.log(`  speed now against before (medians): ${((median(times.before) / median(times.now)) * 100).toFixed(0)}%`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
