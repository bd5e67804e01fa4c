/** Writes the shared contracts (server/src/contract/*) into the SPA's generated folder; see lib/contracts.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS, renderContract, ROOT } from './lib/contracts.js';

for (const { source, target } of CONTRACTS) {
  writeFileSync(path.join(ROOT, target), renderContract(source, readFileSync(path.join(ROOT, source), 'utf8')));
  console.log(`wrote ${target}`);
}
