import { File as NodeFile } from 'node:buffer';
import { contentItem, mockApi, page } from '../../../../../tests/jest/content-harness';

export const folder = contentItem({ id: 'f1', title: 'Contracts', type: 'folder', size: null, content_type: null });
export const brochure = contentItem({ id: 'm1', title: 'Brochure.pdf', size: 2048 });
export const notes = contentItem({ id: 'm2', title: 'notes.txt', size: 10, content_type: 'text/plain' });
export const inside = contentItem({ id: 'm3', title: 'Lease.pdf', folder_id: 'f1' });

/** The own space: the root holds a folder and two files; the folder holds one file; search finds nothing. */
export function ownSpace(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      if (search.get('title')) return page([]);
      return page(search.get('folder_id') === 'f1' ? [inside] : [notes, folder, brochure]);
    },
    ...extra,
  });
}

/** A file the way the browser hands it over; Node's File, so that FormData (Node's too) takes it. */
export const file = (parts: string[], name: string, options?: { type: string }) =>
  new NodeFile(parts, name, options) as unknown as File;
