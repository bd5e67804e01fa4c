import type { ContentSpace, Material, MaterialLink } from '../../db/schema.js';
import type { Db } from '../../db/connect.js';
import { chunks } from '../../lib/chunks.js';

/** The origin a material follows: itself for an origin, its origin for a copy, none for an unlinked copy. */
export const materialOrigin = (m: { id: string; link: MaterialLink; origin_id: string | null }): string | null =>
  m.link === 'origin' ? m.id : m.origin_id;

/** The origin of a folder: the one it was copied from, or itself when it was made in an own space. */
export const folderOrigin = (f: { id: string; origin_id: string | null }, space: ContentSpace): string | null =>
  f.origin_id ?? (space === 'own' ? f.id : null);

export interface HeldMaterial {
  id: string;
  title: string;
  folder_id: string | null;
  origin_id: string | null;
  blob_sha256: string;
}

interface HeldFolder {
  id: string;
  title: string;
  parent_id: string | null;
  origin_id: string | null;
}

/**
 * What a recipient already holds, in their shared space, of the origins about to be sent to them: a
 * second send of the same origin updates that copy instead of adding "name (2)".
 */
export class Held {
  private constructor(
    private readonly folders: HeldFolder[],
    private readonly materials: HeldMaterial[],
  ) {}

  static readonly none = new Held([], []);

  static async of(db: Db, ownerId: string, folderOrigins: string[], materialOrigins: string[]): Promise<Held> {
    const folders: HeldFolder[] = [];
    for (const part of chunks([...new Set(folderOrigins)]))
      folders.push(
        ...(await db
          .selectFrom('folder')
          .select(['id', 'title', 'parent_id', 'origin_id'])
          .where('owner_id', '=', ownerId)
          .where('space', '=', 'shared')
          .where('origin_id', 'in', part)
          .orderBy('created_at')
          .orderBy('id')
          .execute()),
      );
    const materials: HeldMaterial[] = [];
    for (const part of chunks([...new Set(materialOrigins)]))
      materials.push(
        ...(await db
          .selectFrom('material')
          .select(['id', 'title', 'folder_id', 'origin_id', 'blob_sha256'])
          .where('origin_id', 'in', part)
          .where('owner_id', '=', ownerId)
          .where('space', '=', 'shared')
          .orderBy('created_at')
          .orderBy('id')
          .execute()),
      );
    return new Held(folders, materials);
  }

  /** A held folder of this origin, one at the top level first. */
  folder(origin: string): { id: string; title: string } | undefined {
    const found = this.folders.filter((f) => f.origin_id === origin);
    return found.find((f) => f.parent_id === null) ?? found[0];
  }

  /** A held folder of this origin directly inside `parentId`. */
  childFolder(parentId: string, origin: string): string | undefined {
    return this.folders.find((f) => f.parent_id === parentId && f.origin_id === origin)?.id;
  }

  /** A held copy of this origin anywhere in the shared space, one at the top level first. */
  material(origin: string): HeldMaterial | undefined {
    const found = this.materials.filter((m) => m.origin_id === origin);
    return found.find((m) => m.folder_id === null) ?? found[0];
  }

  /** A held copy of this origin directly inside `folderId`. */
  materialIn(folderId: string, origin: string): HeldMaterial | undefined {
    return this.materials.find((m) => m.folder_id === folderId && m.origin_id === origin);
  }
}

/** The holder opened their copy: it is no longer "Updated" for them (one row, only when it was). */
export async function markSeen(db: Db, material: Material): Promise<void> {
  if (material.seen_version === null || material.version <= material.seen_version) return;
  await db
    .updateTable('material')
    .set({ seen_version: material.version })
    .where('id', '=', material.id)
    .where('version', '=', material.version)
    .execute();
}
