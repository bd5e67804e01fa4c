import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = path.join(os.tmpdir(), 'cascade-e2e-big-files');
const BLOCK = 8 * 1024 * 1024;

/**
 * A file of random bytes made once per machine (later runs reuse it), with its SHA-256: the name the
 * server stores its bytes under. Random, so no other journey's blob shares it.
 */
export async function bigFile(name: string, size: number): Promise<{ path: string; name: string; size: number; sha256: string }> {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, name);
  const digestFile = `${file}.sha256`;
  if (!existsSync(file) || statSync(file).size !== size || !existsSync(digestFile)) {
    const hash = createHash('sha256');
    const handle = await open(file, 'w');
    for (let written = 0; written < size; written += BLOCK) {
      const block = randomBytes(Math.min(BLOCK, size - written));
      hash.update(block);
      await handle.write(block);
    }
    await handle.close();
    writeFileSync(digestFile, hash.digest('hex'));
  }
  return { path: file, name, size, sha256: readFileSync(digestFile, 'utf8') };
}

/**
 * Slows the page's uploads to `bytesPerSecond` (DevTools network emulation), so a journey can act
 * mid-way, and cuts the network and gives it back through the same emulation: requests in flight fail
 * and `navigator.onLine` follows, as on a phone losing its signal.
 */
export async function slowNetwork(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await set(false);
  return { cut: () => set(true), restore: () => set(false) };
}
