import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { keyIdOf, rewrapStored, storedKeyId, withBlobLock, type BlobStorage } from '../../storage/index.js';
import { changeRefs, referenceStoredBlob } from '../../storage/blob-refs.js';
import { fieldsOf, type FieldDef } from './fields.js';
import { resealAnswers, type FormsKeys } from './secrets.js';
import { sectionsOf, templateVersion } from './templates.js';

/** What a rotation did; a second run over the same data counts everything as already current. */
export interface RotationSummary {
  pdfs: { rewrapped: number; current: number; unencrypted: number; failed: number };
  answers: { reencrypted: number; current: number; failed: number };
  /** One line per form that could not be moved to the current key (and why); the run goes on. */
  failures: string[];
}

/** Rolls back a form's move when another run moved it first. */
class MovedMeanwhile extends Error {}

/** Forms are read in pages of this many, in id order: memory stays flat and a stopped run resumes cleanly. */
const PAGE = 200;

async function* formPages<T>(read: (after: string) => Promise<(T & { id: string })[]>): AsyncGenerator<T & { id: string }> {
  let after = '';
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/**
 * Moves every sealed PDF's data key under the current forms key: the 88-byte header is rewritten and
 * the body copied as it is (storage/envelope.ts, `rewrapStored`), so the PDF a reader downloads is the
 * same byte for byte. The rewrapped file is a new blob (blobs are addressed by their stored bytes): one
 * transaction per form references it, points the form at it and drops the old reference, which the
 * janitor collects after its grace period. A file already under the current key is left alone, so the
 * command can be stopped and run again at any time.
 */
async function rewrapSealedPdfs(ctx: RotationContext, summary: RotationSummary): Promise<void> {
  const current = keyIdOf(ctx.keys.current);
  const all = [ctx.keys.current, ...ctx.keys.previous];
  const forms = formPages((after) =>
    ctx.db
      .selectFrom('intake_form')
      .innerJoin('blob', 'blob.sha256', 'intake_form.sealed_sha256')
      .select(['intake_form.id', 'intake_form.sealed_sha256', 'blob.storage_key', 'blob.size'])
      .where('intake_form.id', '>', after)
      .orderBy('intake_form.id')
      .limit(PAGE)
      .execute(),
  );
  for await (const form of forms) {
    try {
      const keyId = await storedKeyId(ctx.storage, form.storage_key);
      if (keyId === null) {
        summary.pdfs.unencrypted += 1;
        continue;
      }
      if (keyId.equals(current)) {
        summary.pdfs.current += 1;
        continue;
      }
      const stored = await rewrapStored(ctx.storage, form.storage_key, all, ctx.keys.current, Number(form.size));
      const moved = await withBlobLock(stored.sha256, () =>
        inTransaction(ctx.db, async (trx) => {
          await referenceStoredBlob(trx, stored, 'application/pdf');
          const done = await trx
            .updateTable('intake_form')
            .set({ sealed_sha256: stored.sha256 })
            .where('id', '=', form.id)
            .where('sealed_sha256', '=', form.sealed_sha256)
            .executeTakeFirst();
          // Another run moved it meanwhile: nothing here is kept (its new bytes are an orphan the janitor collects).
          if (Number(done.numUpdatedRows) !== 1) throw new MovedMeanwhile();
          await changeRefs(trx, new Map([[form.sealed_sha256!, -1]]));
          return true;
        }).catch((error: unknown) => {
          if (error instanceof MovedMeanwhile) return false;
          throw error;
        }),
      );
      if (moved) summary.pdfs.rewrapped += 1;
      else summary.pdfs.current += 1;
    } catch (error) {
      summary.pdfs.failed += 1;
      summary.failures.push(`form ${form.id}, sealed PDF ${form.storage_key}: ${(error as Error).message}`);
    }
  }
}

/**
 * Re-encrypts every sensitive answer stored under a previous key (drafts and signed forms alike). The
 * row changes only if its answers are still those read (a client saving a draft meanwhile wins; the next
 * run takes up what their save left), and neither its version nor its time of change moves: a client
 * filling the form in sees nothing of it.
 */
async function reencryptAnswers(ctx: RotationContext, summary: RotationSummary): Promise<void> {
  const fieldsByVersion = new Map<string, FieldDef[]>();
  const forms = formPages((after) =>
    ctx.db
      .selectFrom('intake_form')
      .select(['id', 'template_version_id', 'answers'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute(),
  );
  for await (const form of forms) {
    try {
      let fields = fieldsByVersion.get(form.template_version_id);
      if (!fields) {
        fields = fieldsOf(sectionsOf(await templateVersion(ctx.db, form.template_version_id)));
        fieldsByVersion.set(form.template_version_id, fields);
      }
      const resealed = resealAnswers(ctx.keys, form.id, fields, form.answers);
      if (resealed === null) {
        summary.answers.current += 1;
        continue;
      }
      const done = await ctx.db
        .updateTable('intake_form')
        .set({ answers: resealed })
        .where('id', '=', form.id)
        .where('answers', '=', form.answers)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) summary.answers.reencrypted += 1;
      else summary.answers.current += 1;
    } catch (error) {
      summary.answers.failed += 1;
      summary.failures.push(`form ${form.id}, answers: ${(error as Error).message}`);
    }
  }
}

export interface RotationContext {
  db: Db;
  storage: BlobStorage;
  keys: FormsKeys;
}

/**
 * After FORMS_ENCRYPTION_KEY became a new key (the old one kept in FORMS_ENCRYPTION_KEY_PREVIOUS): every
 * sealed PDF and every sensitive answer ends up under the new key, and the old one can be dropped once
 * a run reports nothing failed (docs/security.md, "Rotating the forms key").
 */
export async function rotateFormsKey(ctx: RotationContext): Promise<RotationSummary> {
  const summary: RotationSummary = {
    pdfs: { rewrapped: 0, current: 0, unencrypted: 0, failed: 0 },
    answers: { reencrypted: 0, current: 0, failed: 0 },
    failures: [],
  };
  await rewrapSealedPdfs(ctx, summary);
  await reencryptAnswers(ctx, summary);
  return summary;
}
