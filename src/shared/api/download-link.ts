import { API_BASE_URL } from '@/shared/config';
import { enhancedApi } from './generated/download.gen';

/**
 * Download links: minted through the app's one HTTP path (bearer token, one refresh), then opened
 * by the browser itself. Minting changes nothing, so no listing refetches.
 */
const downloadLinkApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    createDownloadLink: { invalidatesTags: [] },
  },
});

export const { useCreateDownloadLinkMutation } = downloadLinkApi;
export type { CreateDownloadLinkApiArg, DownloadLink } from './generated/download.gen';

/** Where the browser opens a download link the API minted (its `url` is a path under the API). */
export const downloadLinkHref = (path: string): string => `${API_BASE_URL}${path}`;
