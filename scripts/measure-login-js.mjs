#!/usr/bin/env node
// Prints the gzip size of all JavaScript the sign-in page (/auth/login) loads, measured in a real browser
// against the built dist/ (served here, no API needed). Run after `npm run build`.
// Budget (DESIGN §12): initial JS ≤ 200 KB gzip. Exits non-zero when over budget.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const budgetKb = 200;
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.woff2': 'font/woff2' };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const scripts = new Set();
try {
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
} finally {
  await browser.close();
  server.close();
}

let total = 0;
for (const file of [...scripts].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} KB  total gzip JS loaded by /auth/login (${total} bytes; budget ${budgetKb} KB)`,
);
process.exitCode = total / 1024 <= budgetKb ? 0 : 1;
