import type { ListSharedContentApiArg } from '@/shared/api';

export type ContentTypeFilter = NonNullable<ListSharedContentApiArg['type']>;

/** The kinds a list can be narrowed to; intake forms are only ever in the shared space. */
export function typeFilters(space: 'own' | 'shared'): { value: ContentTypeFilter | ''; label: string }[] {
  return [
    { value: '', label: 'All' },
    { value: 'folder', label: 'Folders' },
    { value: 'material', label: 'Files' },
    ...(space === 'shared' ? [{ value: 'intake_form' as const, label: 'Intake forms' }] : []),
  ];
}

/** A type from the URL; anything else (or one the space does not offer) is no filter. */
export function parseTypeFilter(raw: string | null, space: 'own' | 'shared'): ContentTypeFilter | undefined {
  return typeFilters(space).find((option) => option.value !== '' && option.value === raw)?.value || undefined;
}

/** The kind a list is narrowed to, in words for a sentence ("intake forms"); undefined for all. */
export const typeFilterLabel = (type: ContentTypeFilter | undefined): string | undefined =>
  type &&
  typeFilters('shared')
    .find((option) => option.value === type)
    ?.label.toLowerCase();
