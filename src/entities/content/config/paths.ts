import { API_PREFIX } from '@/shared/config';

/** API paths that answer or take bytes rather than JSON (the base query adds the base URL). */
export const contentPaths = {
  material: (id: string) => `${API_PREFIX}/material/${encodeURIComponent(id)}`,
  folder: (id: string) => `${API_PREFIX}/folder/${encodeURIComponent(id)}`,
  selection: () => `${API_PREFIX}/content/download`,
  upload: () => `${API_PREFIX}/material/`,
  /** The delivery record's exports: `csv` or the sealed `pdf`, with the page's filters. */
  distribution: (id: string, format: 'csv' | 'pdf', query: string) =>
    `${API_PREFIX}/material/${encodeURIComponent(id)}/distribution/${format}${query ? `?${query}` : ''}`,
  /** The company's delivery records over a range (ISO times, the end excluded): `csv` or the sealed `pdf`. */
  companyDistribution: (from: string, to: string, format: 'csv' | 'pdf') =>
    `${API_PREFIX}/material/distribution/export?${new URLSearchParams({ from, to, format }).toString()}`,
};

/** Where the SPA shows one material. */
const materialReviewPath = (id: string) => `/materials/review/${id}`;

/** Where the SPA shows one intake form: the client fills it in, the sender and those above review it. */
export const formReviewPath = (id: string) => `/materials/form-review/${id}`;

/** Where an item of a content list opens (folders open in the list itself). */
export const itemPath = (item: { id: string; type: string }) =>
  item.type === 'intake_form' ? formReviewPath(item.id) : materialReviewPath(item.id);

/** The Materials page opened at a folder (the top level without one) of one's own or the shared space. */
export function materialsPath(space: 'own' | 'shared', folderId: string | null): string {
  const params = new URLSearchParams();
  if (space === 'shared') params.set('tab', 'shared');
  if (folderId) params.set('folder', folderId);
  const query = params.toString();
  return query ? `/materials?${query}` : '/materials';
}
