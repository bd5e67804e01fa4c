import type { Insertable } from 'kysely';
import type { ContentSpace, Folder, FolderTable, Material, MaterialEventTable, MaterialTable } from '../../db/schema.js';
import { eventTime, writeEvents } from './delivery-record.js';
import { badRequest } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { chunks } from '../../lib/chunks.js';
import { folderTree, withDescendants, type FolderNode } from './tree.js';
import { freeName } from './free-name.js';
import { inTransaction } from '../../db/transaction.js';
import { ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { changeRefs } from '../../storage/blob-refs.js';
import { folderOrigin, Held, materialOrigin } from './origins.js';
import type { ContentReceived } from './events.js';
import { loadSelection, materialsIn, type Selection, type SelectionInput } from './selection.js';
import { checkRecipients } from './reach.js';
import { recordAudits } from '../audit/index.js';
import { requireSendable, sendRefusals, type SendRefusal } from './lifecycle.js';
import { membersOf, type Member } from './qualification.js';

export interface CopyInput extends SelectionInput {
  target_folder_id?: string | null;
  recipient_ids?: string[];
  /** Ceilings the recipients' copies get, on top of those of the sender's own copies. */
  view_only?: boolean;
  no_resend?: boolean;
  /** Tell the sender when each recipient first opens what they received. */
  notify_open?: boolean;
}

/** The ceilings asked of a send: each copy gets these or its source's, whichever allows less. */
interface Ceilings {
  viewOnly: boolean;
  noResend: boolean;
  /** The sender to tell at the first open (a send with "tell me when they open it"), or null. */
  notifyOpenBy: string | null;
}

/** A copy never allows more than its source: nobody grants more than they hold. */
const ceilingsFrom = (source: { view_only: number; no_resend: number }, asked: Ceilings) => ({
  view_only: asked.viewOnly || Number(source.view_only) === 1 ? 1 : 0,
  no_resend: asked.noResend || Number(source.no_resend) === 1 ? 1 : 0,
});

interface Destination {
  ownerId: string;
  space: ContentSpace;
  folderId: string | null;
  sharedById: string | null;
}

interface Source {
  /** Selected folders, their subfolders (parents before children), and every material inside. */
  roots: Folder[];
  subfolders: { id: string; parent_id: string; title: string; origin: string | null }[];
  materials: Material[];
}

async function gatherSource(db: Db, actor: Actor, selection: Selection): Promise<Source> {
  const trees = new Map<ContentSpace, Map<string, FolderNode>>();
  const allFolders = new Set<string>();
  for (const space of new Set(selection.folders.map((f) => f.space))) {
    const tree = await folderTree(db, actor.membershipId, space);
    trees.set(space, tree);
    const selected = selection.folders.filter((f) => f.space === space).map((f) => f.id);
    for (const id of withDescendants(tree, selected)) allFolders.add(id);
  }
  // A selected folder inside another selected folder is copied once, with its parent.
  const roots = selection.folders.filter((f) => !f.parent_id || !allFolders.has(f.parent_id));
  const subfolders: Source['subfolders'] = [];
  for (const [space, tree] of trees) {
    const children = new Map<string, FolderNode[]>();
    for (const node of tree.values()) {
      if (node.parent_id) children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
    }
    // Breadth-first, so a parent is always copied before its children.
    const queue = roots.filter((f) => f.space === space).map((f) => f.id);
    for (let i = 0; i < queue.length; i += 1) {
      for (const child of children.get(queue[i]!) ?? []) {
        subfolders.push({ id: child.id, parent_id: queue[i]!, title: child.title, origin: folderOrigin(child, space) });
        queue.push(child.id);
      }
    }
  }
  const inside = await materialsIn(db, actor.membershipId, [...allFolders]);
  const loose = selection.materials.filter((m) => !m.folder_id || !allFolders.has(m.folder_id));
  return { roots, subfolders, materials: [...loose, ...inside] };
}

interface Copied {
  /** The top-level items the destination received (new, or held copies brought up to date). */
  folderIds: string[];
  materialIds: string[];
  /** Their titles in the destination, in the same order. */
  folderTitles: string[];
  materialTitles: string[];
  /** Blob references gained (and, for held copies that changed bytes, lost). */
  refs: Map<string, number>;
  /** Each copy of a linked original made or brought up to date: the delivery record's "sent". */
  delivered: { copyId: string; originId: string; version: number; viewOnly: number; noResend: number }[];
}

/**
 * Copies the source into one destination. Every material copy names its origin and the version it
 * shows (docs/distribution.md); a send to someone who already holds a copy of the same origin in their
 * shared space updates that copy, and a sent folder they already hold is merged into theirs: its held
 * files are brought to the current version, new ones added, nothing of theirs removed.
 */
async function copyInto(db: Db, actor: Actor, source: Source, to: Destination, asked: Ceilings): Promise<Copied> {
  const now = nowIso();
  const idMap = new Map<string, string>();
  /** Destination folders that were already there (a re-sent folder): their contents are matched by origin. */
  const merged = new Set<string>();
  const base = {
    company_id: actor.companyId,
    owner_id: to.ownerId,
    space: to.space,
    shared_by_id: to.sharedById,
    created_at: now,
    updated_at: now,
  };
  const container = { ownerId: to.ownerId, space: to.space, folderId: to.folderId };
  const out: Copied = { folderIds: [], materialIds: [], folderTitles: [], materialTitles: [], refs: new Map(), delivered: [] };
  const delivered = (copyId: string, originId: string | null, m: Material) => {
    if (!originId || !to.sharedById) return;
    const c = ceilingsFrom(m, asked);
    out.delivered.push({ copyId, originId, version: m.version, viewOnly: c.view_only, noResend: c.no_resend });
  };
  const ref = (sha: string, delta: number) => out.refs.set(sha, (out.refs.get(sha) ?? 0) + delta);
  const held = to.sharedById
    ? await Held.of(
        db,
        to.ownerId,
        [...source.roots.map((f) => folderOrigin(f, f.space)), ...source.subfolders.map((f) => f.origin)].filter(
          (o): o is string => o !== null,
        ),
        source.materials.map(materialOrigin).filter((o): o is string => o !== null),
      )
    : Held.none;
  // Top-level items one by one: each insert makes its name taken for the next.
  for (const root of source.roots) {
    const origin = folderOrigin(root, root.space);
    const mine = origin ? held.folder(origin) : undefined;
    if (mine) {
      idMap.set(root.id, mine.id);
      merged.add(mine.id);
      out.folderIds.push(mine.id);
      out.folderTitles.push(mine.title);
      await db.updateTable('folder').set({ shared_by_id: to.sharedById, updated_at: now }).where('id', '=', mine.id).execute();
      continue;
    }
    const id = newId();
    idMap.set(root.id, id);
    out.folderIds.push(id);
    const title = await freeName(db, container, root.title, false);
    out.folderTitles.push(title);
    await db
      .insertInto('folder')
      .values({ ...base, id, parent_id: to.folderId, title, origin_id: origin })
      .execute();
  }
  const folderRows: FolderTable[] = [];
  for (const node of source.subfolders) {
    const parent = idMap.get(node.parent_id)!;
    const mine = merged.has(parent) && node.origin ? held.childFolder(parent, node.origin) : undefined;
    if (mine) {
      idMap.set(node.id, mine);
      merged.add(mine);
      continue;
    }
    const id = newId();
    idMap.set(node.id, id);
    const row = { ...base, id, parent_id: parent, title: node.title, origin_id: node.origin };
    if (!merged.has(parent)) {
      folderRows.push(row);
      continue;
    }
    // Into a folder the holder already has: its names are taken.
    const title = await freeName(db, { ...container, folderId: parent }, node.title, false);
    await db
      .insertInto('folder')
      .values({ ...row, title })
      .execute();
  }
  for (const part of chunks(folderRows)) await db.insertInto('folder').values(part).execute();

  const materialRows: Insertable<MaterialTable>[] = [];
  for (const m of source.materials) {
    const origin = materialOrigin(m);
    const inCopy = m.folder_id ? idMap.get(m.folder_id) : undefined;
    const mine = !origin
      ? undefined
      : inCopy === undefined
        ? held.material(origin)
        : merged.has(inCopy)
          ? held.materialIn(inCopy, origin)
          : undefined;
    if (mine) {
      // Brought to what the sender has (the origin's current version); seen_version stays, so a changed
      // version shows as "Updated" to its holder.
      await db
        .updateTable('material')
        .set({
          blob_sha256: m.blob_sha256,
          size: m.size,
          content_type: m.content_type,
          version: m.version,
          delivered_version: m.version,
          shared_by_id: to.sharedById,
          ...ceilingsFrom(m, asked),
          ...(asked.notifyOpenBy ? { notify_open_by: asked.notifyOpenBy } : {}),
          updated_at: now,
        })
        .where('id', '=', mine.id)
        .execute();
      delivered(mine.id, origin, m);
      ref(mine.blob_sha256, -1);
      ref(m.blob_sha256, 1);
      if (inCopy === undefined) {
        out.materialIds.push(mine.id);
        out.materialTitles.push(mine.title);
      }
      continue;
    }
    const id = newId();
    ref(m.blob_sha256, 1);
    const copy = {
      ...base,
      id,
      blob_sha256: m.blob_sha256,
      size: m.size,
      content_type: m.content_type,
      link: origin ? ('copy' as const) : ('unlinked' as const),
      origin_id: origin,
      version: m.version,
      delivered_version: m.version,
      seen_version: m.version,
      ...ceilingsFrom(m, asked),
      notify_open_by: to.sharedById ? asked.notifyOpenBy : null,
    };
    delivered(id, origin, m);
    if (inCopy) {
      if (!merged.has(inCopy)) {
        materialRows.push({ ...copy, folder_id: inCopy, title: m.title });
        continue;
      }
      const title = await freeName(db, { ...container, folderId: inCopy }, m.title, true);
      await db
        .insertInto('material')
        .values({ ...copy, folder_id: inCopy, title })
        .execute();
      continue;
    }
    out.materialIds.push(id);
    const title = await freeName(db, container, m.title, true);
    out.materialTitles.push(title);
    await db
      .insertInto('material')
      .values({ ...copy, folder_id: to.folderId, title })
      .execute();
  }
  for (const part of chunks(materialRows, 300)) await db.insertInto('material').values(part).execute();
  return out;
}

/** One audit entry per recipient of a send, naming what was sent (`names`: the recipients' full names), in one insert. */
async function auditSent(
  trx: Db,
  actor: Actor,
  selection: Selection,
  received: ContentReceived[],
  names: Map<string, string>,
): Promise<void> {
  const items = [...selection.folders, ...selection.materials].map((item) => item.title);
  await recordAudits(
    { db: trx },
    received.map((r) => ({
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action: 'content.sent' as const,
      target: { type: 'member' as const, id: r.recipientId, name: names.get(r.recipientId) ?? null },
      detail: { folders: selection.folders.length, materials: selection.materials.length, items: items.slice(0, 20) },
      source: actor.source,
    })),
  );
}

/**
 * Copies into one's own space (target folder or root), or — with recipients — sends: a copy into each
 * recipient's shared space, marked as shared by the actor. Copies add blob references; no bytes move.
 */
export async function copyOrSendContent(
  db: Db,
  actor: Actor,
  input: CopyInput,
): Promise<{ copies: number; received: ContentReceived[] }> {
  return inTransaction(db, async (trx) => {
    const recipients = input.recipient_ids ?? [];
    if (recipients.length > 0 && input.target_folder_id) {
      throw badRequest('A target folder applies to copies into your own materials; sent content arrives in "shared with me".');
    }
    const selection = await loadSelection(trx, actor, input);
    const destinations: Destination[] = [];
    if (recipients.length === 0) {
      const target = input.target_folder_id ?? null;
      if (target) await ownFolder(trx, actor, target, 'own');
      destinations.push({ ownerId: actor.membershipId, space: 'own', folderId: target, sharedById: null });
    } else {
      for (const id of await checkRecipients(trx, actor, recipients)) {
        destinations.push({ ownerId: id, space: 'shared', folderId: null, sharedById: actor.membershipId });
      }
    }
    const source = await gatherSource(trx, actor, selection);
    // A send's audit names its recipients, each recipient's notification its sender, and the gate needs
    // the recipients' roles: one read.
    const members = recipients.length
      ? await membersOf(trx, [actor.membershipId, ...destinations.map((d) => d.ownerId)])
      : new Map<string, Member>();
    const names = new Map([...members].map(([id, member]) => [id, member.fullName]));
    // The gate: nothing withdrawn or expired is sent, nothing unapproved reaches a client, nothing held
    // with "no re-send" goes on, and nobody receives what they do not qualify for — all or nothing, each
    // material and recipient that may not go named.
    if (recipients.length > 0)
      await requireSendable(
        trx,
        members.get(actor.membershipId)!,
        destinations.map((d) => members.get(d.ownerId)!),
        source.materials,
      );
    const asked = {
      viewOnly: input.view_only === true,
      noResend: input.no_resend === true,
      notifyOpenBy: input.notify_open === true ? actor.membershipId : null,
    };
    const events: Insertable<MaterialEventTable>[] = [];
    const received: ContentReceived[] = [];
    const deltas = new Map<string, number>();
    const sender = { role: actor.role, fullName: names.get(actor.membershipId) ?? '' };
    for (const to of destinations) {
      const { folderIds, materialIds, folderTitles, materialTitles, refs, delivered } = await copyInto(
        trx,
        actor,
        source,
        to,
        asked,
      );
      for (const d of delivered)
        events.push({
          id: newId(),
          company_id: actor.companyId,
          origin_id: d.originId,
          version: d.version,
          kind: 'sent',
          member_id: to.ownerId,
          copy_id: d.copyId,
          by_id: actor.membershipId,
          ceilings: [d.viewOnly ? 'view_only' : '', d.noResend ? 'no_resend' : ''].filter(Boolean).join(',') || null,
          at: eventTime(),
        });
      for (const [sha, n] of refs) deltas.set(sha, (deltas.get(sha) ?? 0) + n);
      if (to.sharedById)
        received.push({
          companyId: actor.companyId,
          recipientId: to.ownerId,
          senderId: actor.membershipId,
          folderIds,
          materialIds,
          names: { sender, folders: folderTitles, materials: materialTitles },
        });
    }
    await changeRefs(trx, deltas);
    await writeEvents(trx, events);
    await auditSent(trx, actor, selection, received, names);
    return { copies: destinations.length, received };
  });
}

/**
 * What a send of this selection to these members would refuse, without sending: the send dialog greys
 * out each recipient named, with the reason. The same gate as the send itself.
 */
export async function checkSend(
  db: Db,
  actor: Actor,
  input: SelectionInput & { recipient_ids: string[] },
): Promise<SendRefusal[]> {
  const selection = await loadSelection(db, actor, input);
  // Only members the policy table lets the actor send to (a 403/404 otherwise, as for the send).
  const recipients = input.recipient_ids.length > 0 ? await checkRecipients(db, actor, input.recipient_ids) : [];
  const members = await membersOf(db, [actor.membershipId, ...recipients]);
  const source = await gatherSource(db, actor, selection);
  return sendRefusals(
    db,
    members.get(actor.membershipId)!,
    recipients.map((id) => members.get(id)).filter((m): m is Member => m !== undefined),
    source.materials,
  );
}
