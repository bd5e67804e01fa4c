import { enhancedApi } from './generated/content.gen';

const CONTENT_TAGS = ['content', 'folder', 'material'] as const;

/**
 * The `content` tag: listings of one's own and the shared space, and the actions on a selection.
 * Every change refetches every listing, the folder picker and material details. `downloadSelection`
 * answers a zip: use `fetchFile` with `contentPaths.selection()` instead of the hook.
 */
export const contentApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    listContent: { providesTags: ['content'] },
    listSharedContent: { providesTags: ['content'] },
    moveContent: { invalidatesTags: [...CONTENT_TAGS] },
    copyOrSendContent: { invalidatesTags: [...CONTENT_TAGS] },
    deleteContent: { invalidatesTags: [...CONTENT_TAGS] },
  },
});

export const {
  useListContentQuery,
  useListSharedContentQuery,
  useMoveContentMutation,
  useCopyOrSendContentMutation,
  useDeleteContentMutation,
  useCheckSendContentMutation,
} = contentApi;

export type {
  ContentItem,
  ContentPage,
  CopyOrSendContentApiArg,
  ListContentApiArg,
  ListSharedContentApiArg,
  MoveContentApiArg,
  SharedBy,
} from './generated/content.gen';
