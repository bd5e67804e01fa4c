/**
 * Benchmark: the authenticated content list (`GET /content/`, 50 rows) on a company holding 100,000
 * items, against a bare Fastify hello route measured in the same run. Targets (DESIGN §12): ≥ 25% of the
 * bare route's req/s, and p99 < 50 ms at 50 connections.
 *
 *   npx tsx server/bench/content-list.ts [--duration=10] [--connections=50] [--only=root,folder,search] [--profile=DIR] [--keep]
 *
 * One member's space: 100 folders at the root and ~1,800 materials beside them, one folder of 20,000
 * materials, the rest spread over the other folders (100,000 items in all, seeded straight into the
 * database). Lists measured: the root, the big folder, and a title search through the whole space.
 */
import { fileURLToPath } from 'node:url';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/services/identity/passwords.js';
import { insertMembership } from '../test/helpers/members.js';
import { runListBenchmark, type BenchApp } from './list-harness.js';

const ITEMS = 100_000;
const FOLDERS = 100;
const BIG_FOLDER = 20_000;
const PASSWORD = 'bench-password';
const EMAIL = 'owner@bench.test';
const WORDS = [
  'Product',
  'Guide',
  'Brochure',
  'Annuity',
  'Term',
  'Life',
  'Medicare',
  'Claim',
  'Form',
  'Policy',
  'Rates',
  'Summary',
  'Training',
  'Checklist',
  'Compliance',
];

const title = (n: number) =>
  `${WORDS[(n * 7) % WORDS.length]} ${WORDS[(n * 11 + 3) % WORDS.length]} ${String((n * 7919) % 100_003).padStart(6, '0')}.pdf`;

async function seed(app: BenchApp): Promise<{ bigFolder: string; email: string; password: string }> {
  const now = new Date().toISOString();
  const companyId = newId();
  const ownerId = newId();
  const sha = 'a'.repeat(64);
  const folderIds = Array.from({ length: FOLDERS }, () => newId());
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company')
      .values({
        id: companyId,
        name: 'Bench Content',
        address: null,
        phone: null,
        website: null,
        email: null,
        logo: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertMembership(trx, {
      id: ownerId,
      companyId,
      role: 'admin',
      invitedById: null,
      email: EMAIL,
      firstName: 'Olive',
      lastName: 'Owner',
      passwordHash: await hashPassword(PASSWORD),
      createdAt: now,
    });
    await trx
      .insertInto('blob')
      .values({
        sha256: sha,
        size: 1024,
        content_type: 'application/pdf',
        storage_key: `bench/${sha}`,
        ref_count: ITEMS - FOLDERS,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('folder')
      .values(
        folderIds.map((id, i) => ({
          id,
          company_id: companyId,
          owner_id: ownerId,
          parent_id: null,
          title: `Folder ${String(i).padStart(3, '0')}`,
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const materials = ITEMS - FOLDERS;
    const rest = materials - BIG_FOLDER;
    const perFolder = Math.floor((rest * 0.98) / (FOLDERS - 1));
    for (let start = 0; start < materials; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(materials, start + 1000); n += 1) {
        // The big folder first, then the other folders in turn, then the root.
        const folder =
          n < BIG_FOLDER
            ? folderIds[0]!
            : n < BIG_FOLDER + perFolder * (FOLDERS - 1)
              ? folderIds[1 + ((n - BIG_FOLDER) % (FOLDERS - 1))]!
              : null;
        rows.push({
          id: newId(),
          company_id: companyId,
          owner_id: ownerId,
          folder_id: folder,
          title: title(n),
          blob_sha256: sha,
          size: 1024,
          content_type: 'application/pdf',
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        });
      }
      await trx.insertInto('material').values(rows).execute();
    }
  });
  return { bigFolder: folderIds[0]!, email: EMAIL, password: PASSWORD };
}

await runListBenchmark({
  file: fileURLToPath(import.meta.url),
  seed,
  describe: (_seeded, seconds) => `seeded ${ITEMS} items in ${seconds.toFixed(1)} s`,
  lists: ({ bigFolder }) => [
    ['root', '/content/?size=50'],
    ['folder', `/content/?folder_id=${bigFolder}&size=50&page=3`],
    ['search', `/content/?title=${encodeURIComponent('life 01')}&size=50`],
  ],
});
