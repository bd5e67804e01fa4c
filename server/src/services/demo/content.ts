import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import type { BlobStorage } from '../../storage/index.js';
import type { Actor } from '../../policy/actor.js';
import { copyOrSendContent } from '../content/copy.js';
import type { ContentEvents } from '../content/events.js';
import { createFolder } from '../content/folders.js';
import { uploadMaterial } from '../content/materials.js';
import { decideVersion } from '../content/approvals.js';
import { demoEmail } from './seed.js';
import { demoFiles, type DemoFile } from './materials.js';

async function demoActor(db: Db, role: Role): Promise<Actor> {
  const row = await db
    .selectFrom('user_company')
    .innerJoin('users', 'users.id', 'user_company.user_id')
    .select(['user_company.id', 'user_company.company_id', 'user_company.role'])
    .where('users.email', '=', demoEmail(role))
    .executeTakeFirstOrThrow();
  return { membershipId: row.id, companyId: row.company_id, role: row.role };
}

/**
 * Gives the freshly seeded demo company something to look at: the admin's folders with a brochure,
 * a banner, a product tour and a rate sheet, sent down the hierarchy (admin → marketer → agent →
 * client) through the same services as the app, so each recipient has content and notifications.
 */
export async function seedDemoContent(db: Db, storage: BlobStorage, events: ContentEvents, maxBytes: number): Promise<void> {
  const [admin, marketer, agent, client] = await Promise.all(
    (['admin', 'marketer', 'agent', 'client'] as const).map((role) => demoActor(db, role)),
  );
  const files = await demoFiles();
  const upload = async (actor: Actor, folderId: string | null, file: DemoFile) => {
    const item = await uploadMaterial(db, storage, actor, {
      folderId,
      fileName: file.name,
      contentType: file.type,
      stream: file.stream(),
      maxBytes,
    });
    // Where the demo company needs approval, its admin has approved what was handed down.
    const pending = await db
      .selectFrom('material_version')
      .select('number')
      .where('material_id', '=', item.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (pending) await decideVersion(db, admin!, item.id, pending.number, 'approved', 'Demo material');
    return item;
  };
  const send = async (from: Actor, to: Actor, folderIds: string[], materialIds: string[]) => {
    const result = await copyOrSendContent(db, from, {
      folder_ids: folderIds,
      material_ids: materialIds,
      recipient_ids: [to.membershipId],
    });
    for (const event of result.received) await events.emitReceived(event);
  };

  const brochures = await createFolder(db, admin!, { title: 'Brochures' });
  const campaigns = await createFolder(db, admin!, { title: 'Campaigns' });
  const training = await createFolder(db, admin!, { title: 'Training' });
  const brochure = await upload(admin!, brochures.id, files.brochure);
  await upload(admin!, campaigns.id, files.banner);
  const rates = await upload(admin!, null, files.rates);
  if (files.video) await upload(admin!, training.id, files.video);

  // Down the hierarchy: each level passes on what its clients need.
  await send(admin!, marketer!, [brochures.id, campaigns.id, training.id], [rates.id]);
  const marketerShared = await db
    .selectFrom('material')
    .select(['id', 'title'])
    .where('owner_id', '=', marketer!.membershipId)
    .where('space', '=', 'shared')
    .execute();
  const pick = (rows: { id: string; title: string }[], title: string) => rows.filter((r) => r.title === title).map((r) => r.id);
  await send(marketer!, agent!, [], [...pick(marketerShared, brochure.title), ...pick(marketerShared, rates.title)]);
  const agentShared = await db
    .selectFrom('material')
    .select(['id', 'title'])
    .where('owner_id', '=', agent!.membershipId)
    .where('space', '=', 'shared')
    .execute();
  await send(agent!, client!, [], pick(agentShared, brochure.title));
}
