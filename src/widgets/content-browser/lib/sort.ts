import type { ListContentApiArg } from '@/shared/api';

export type ContentSort = NonNullable<ListContentApiArg['sort']>;

/** The orders a list offers (the API sorts; folders always come first). */
export const SORTS: { value: ContentSort; label: string }[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: '-date', label: 'Newest first' },
  { value: 'date', label: 'Oldest first' },
  { value: '-size', label: 'Largest first' },
  { value: 'size', label: 'Smallest first' },
];

/** A sort from the URL; anything else is the default, by name. */
export function parseSort(raw: string | null): ContentSort {
  return SORTS.find((s) => s.value === raw)?.value ?? 'name';
}
