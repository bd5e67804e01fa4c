import type { ContentItem } from '@/shared/api';

/** Folders first, then materials, each by title (the API orders so too; a page can be merged). */
export function foldersFirst(items: ContentItem[]): ContentItem[] {
  return [...items].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
    return a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
  });
}
