import { File as NodeFile } from 'node:buffer';
import { contentItem, mockApi, page } from '../../../../../tests/jest/content-harness';

export const folder = contentItem({ id: 'f1', title: 'Contracts', type: 'folder', size: null, content_type: null });
export const brochure = contentItem({ id: 'm1', title: 'Brochure.pdf', size: 2048 });
export const notes = contentItem({ id: 'm2', title: 'notes.txt', size: 10, content_type: 'text/plain' });
const inside = contentItem({ id: 'm3', title: 'Lease.pdf', folder_id: 'f1' });

/** The root's files in the order the API sorts them (folders come first in every order). */
const ROOT_FILES: Record<string, ReturnType<typeof contentItem>[]> = {
  name: [brochure, notes],
  '-name': [notes, brochure],
  size: [notes, brochure],
  '-size': [brochure, notes],
};

/**
 * The own space: the root holds a folder and two files; the folder holds one file; search finds nothing.
 * Answers in the order asked for, with the open folder's path, as the API does.
 */
export function ownSpace(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      if (search.get('title')) return page([]);
      if (search.get('folder_id') === 'f1') return { ...page([inside]), folder_path: [{ id: 'f1', title: 'Contracts' }] };
      return page([folder, ...(ROOT_FILES[search.get('sort') ?? 'name'] ?? [])]);
    },
    ...extra,
  });
}

/** A file the way the browser hands it over; Node's File, so that FormData (Node's too) takes it. */
export const file = (parts: string[], name: string, options?: { type: string }) =>
  new NodeFile(parts, name, options) as unknown as File;
