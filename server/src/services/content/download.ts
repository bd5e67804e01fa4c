import type { ContentSpace, Material } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ZipEntry } from '../../lib/zip.js';
import type { BlobStorage, ByteRange } from '../../storage/index.js';
import { folderTree, withDescendants, type FolderNode } from './tree.js';
import { ownFolder, ownMaterial } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { loadSelection, materialsIn, type SelectionInput } from './selection.js';
import { uniqueName, zipSafeName } from './names.js';
import { recordAudit, type AuditTarget } from '../audit/index.js';
import { openable, requireOpenable, type Gated, type Use } from './lifecycle.js';

export interface MaterialDownload {
  material: Material;
  size: number;
  etag: string;
  storageKey: string;
  /** What the gate read about a copy (its origin's rules, its holder); null for an original or unlinked copy. */
  gated: Gated | null;
}

/** One material for its holder, as the gate allows it: `open` for the in-app preview, `download` for the file. */
export async function materialForDownload(db: Db, actor: Actor, materialId: string, use: Use): Promise<MaterialDownload> {
  const material = await ownMaterial(db, actor, materialId);
  const gated = await requireOpenable(db, actor.role, material, use);
  const blob = await db
    .selectFrom('blob')
    .select(['storage_key'])
    .where('sha256', '=', material.blob_sha256)
    .executeTakeFirstOrThrow();
  return { material, size: Number(material.size), etag: `"${material.blob_sha256}"`, storageKey: blob.storage_key, gated };
}

/** The most ranges one request may ask for (a PDF viewer's page dictionaries, read at once). */
const MAX_RANGES = 256;

/** One `bytes=` range spec (`a-b`, `a-`, `-n`), clipped to the file; null when it is not part of it. */
function rangeSpec(spec: string, size: number): ByteRange | null | 'malformed' {
  const match = /^(\d*)-(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return 'malformed';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * The `bytes=` ranges of a Range header (RFC 9110 §14), in the order asked: undefined means "send
 * everything" (no header, or another unit). Ranges that are not part of the file are left out; none
 * left, a malformed spec, or more than MAX_RANGES is a 416.
 */
export function parseRanges(header: string | undefined, size: number): ByteRange[] | undefined {
  if (!header) return undefined;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return undefined;
  const unsatisfiable = (detail: string) => new HttpError(416, detail, { 'Content-Range': `bytes */${size}` });
  const specs = match[1]!.split(',').map((s) => s.trim());
  if (specs.length > MAX_RANGES) throw unsatisfiable(`Ask for at most ${MAX_RANGES} ranges in one request.`);
  const ranges: ByteRange[] = [];
  for (const spec of specs) {
    const range = rangeSpec(spec, size);
    if (range === 'malformed') throw unsatisfiable('The requested range is not part of this file.');
    if (range) ranges.push(range);
  }
  if (ranges.length === 0) throw unsatisfiable('The requested range is not part of this file.');
  return ranges;
}

interface Planned {
  folders: { path: string; node: FolderNode }[];
  files: { path: string; material: Material }[];
}

/** Lays out folders and materials as zip paths: safe names, duplicates numbered like a desktop. */
function plan(tree: Map<string, FolderNode>, rootFolders: FolderNode[], looseMaterials: Material[], inside: Material[]): Planned {
  const out: Planned = { folders: [], files: [] };
  const children = new Map<string, FolderNode[]>();
  for (const node of tree.values())
    if (node.parent_id) children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
  const byFolder = new Map<string, Material[]>();
  for (const m of inside) if (m.folder_id) byFolder.set(m.folder_id, [...(byFolder.get(m.folder_id) ?? []), m]);
  const byTitle = <T extends { title: string }>(a: T, b: T) => a.title.localeCompare(b.title);

  const place = (prefix: string, folders: FolderNode[], files: Material[]) => {
    const taken = new Set<string>();
    const claim = (title: string, isFile: boolean) => {
      const name = uniqueName(zipSafeName(title), taken, isFile);
      taken.add(name.toLowerCase());
      return `${prefix}${name}`;
    };
    const placedFolders = [...folders].sort(byTitle).map((node) => ({ path: claim(node.title, false), node }));
    for (const material of [...files].sort(byTitle)) out.files.push({ path: claim(material.title, true), material });
    for (const folder of placedFolders) {
      out.folders.push(folder);
      place(`${folder.path}/`, children.get(folder.node.id) ?? [], byFolder.get(folder.node.id) ?? []);
    }
  };
  place('', rootFolders, looseMaterials);
  return out;
}

async function* entries(db: Db, storage: BlobStorage, planned: Planned): AsyncGenerator<ZipEntry> {
  for (const folder of planned.folders) yield { kind: 'dir', name: folder.path, modified: new Date() };
  const blobs = new Map<string, { key: string; crc32: number | undefined }>();
  for (const file of planned.files) {
    const sha = file.material.blob_sha256;
    if (!blobs.has(sha)) {
      const blob = await db
        .selectFrom('blob')
        .select(['storage_key', 'crc32'])
        .where('sha256', '=', sha)
        .executeTakeFirstOrThrow();
      blobs.set(sha, { key: blob.storage_key, crc32: blob.crc32 === null ? undefined : Number(blob.crc32) });
    }
    const blob = blobs.get(sha)!;
    yield {
      kind: 'file',
      name: file.path,
      modified: new Date(file.material.updated_at),
      size: Number(file.material.size),
      crc32: blob.crc32,
      open: () => storage.get(blob.key),
    };
  }
}

async function subtreeOf(db: Db, actor: Actor, space: ContentSpace, rootIds: string[]) {
  const tree = await folderTree(db, actor.membershipId, space);
  const ids = withDescendants(tree, rootIds);
  // What the holder may not open now (withdrawn; for clients also expired or not approved) is left out.
  return { tree, inside: await openable(db, actor.role, await materialsIn(db, actor.membershipId, [...ids])) };
}

function auditZip(db: Db, actor: Actor, target: AuditTarget, materials: number) {
  return recordAudit(
    { db },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action: 'content.downloaded',
      target,
      detail: { as: 'zip', materials },
      source: actor.source,
    },
  );
}

/** Records a material's download: a whole file, or a ranged read from its first byte (a player's later ranges are the same viewing). */
export async function auditMaterialDownload(
  db: Db,
  actor: Actor,
  download: MaterialDownload,
  range: ByteRange | undefined,
): Promise<void> {
  if (range && range.start > 0) return;
  await recordAudit(
    { db },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action: 'content.downloaded',
      target: { type: 'material', id: download.material.id, name: download.material.title },
      detail: { size: download.size, sha256: download.material.blob_sha256 },
      source: actor.source,
    },
  );
}

/** The zip of one folder: its contents at the top level of the archive. */
export async function folderZip(db: Db, storage: BlobStorage, actor: Actor, folderId: string) {
  const folder = await ownFolder(db, actor, folderId);
  const { tree, inside } = await subtreeOf(db, actor, folder.space, [folder.id]);
  const children = [...tree.values()].filter((n) => n.parent_id === folder.id);
  const planned = plan(
    tree,
    children,
    inside.filter((m) => m.folder_id === folder.id),
    inside,
  );
  await auditZip(db, actor, { type: 'folder', id: folder.id, name: folder.title }, inside.length);
  return { fileName: `${zipSafeName(folder.title)}.zip`, entries: entries(db, storage, planned) };
}

/** The zip of a selection: selected folders as directories, selected materials beside them. */
export async function selectionZip(db: Db, storage: BlobStorage, actor: Actor, input: SelectionInput) {
  const selection = await loadSelection(db, actor, input);
  const trees = new Map<string, FolderNode>();
  const inside: Material[] = [];
  for (const space of new Set(selection.folders.map((f) => f.space))) {
    const ids = selection.folders.filter((f) => f.space === space).map((f) => f.id);
    const part = await subtreeOf(db, actor, space, ids);
    for (const [id, node] of part.tree) trees.set(id, node);
    inside.push(...part.inside);
  }
  const selectedIds = new Set(selection.folders.map((f) => f.id));
  const roots = selection.folders.filter((f) => !isBelow(trees, f.parent_id, selectedIds)).map((f) => trees.get(f.id)!);
  const covered = new Set(inside.map((m) => m.id));
  const loose = await openable(
    db,
    actor.role,
    selection.materials.filter((m) => !covered.has(m.id)),
  );
  const titles = [...selection.folders, ...selection.materials].map((item) => item.title);
  await auditZip(db, actor, { type: 'selection', id: null, name: titles.slice(0, 10).join(', ') }, inside.length + loose.length);
  return { fileName: 'materials.zip', entries: entries(db, storage, plan(trees, roots, loose, inside)) };
}

function isBelow(tree: Map<string, FolderNode>, parentId: string | null, selected: Set<string>): boolean {
  for (let id = parentId, depth = 0; id && depth < 10_000; depth += 1) {
    if (selected.has(id)) return true;
    id = tree.get(id)?.parent_id ?? null;
  }
  return false;
}
