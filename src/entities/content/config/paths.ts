import { API_PREFIX } from '@/shared/config';

/** API paths that answer or take bytes rather than JSON (the base query adds the base URL). */
export const contentPaths = {
  material: (id: string) => `${API_PREFIX}/material/${encodeURIComponent(id)}`,
  folder: (id: string) => `${API_PREFIX}/folder/${encodeURIComponent(id)}`,
  selection: () => `${API_PREFIX}/content/download`,
  upload: () => `${API_PREFIX}/material/`,
};

/** Where the SPA shows one material. */
export const materialReviewPath = (id: string) => `/materials/review/${id}`;
