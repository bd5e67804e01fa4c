/** Writes the shared contracts (server/src/contract/*) into the SPA's generated folder; see lib/contracts.ts. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS, expected, ROOT } from './lib/contracts.js';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

for (const contract of CONTRACTS) {
  const text = await expected(ROOT, contract, read);
  if (text === null) throw new Error(`${contract.source} is missing`);
  writeFileSync(path.join(ROOT, contract.target), text);
  console.log(`wrote ${contract.target}`);
}
