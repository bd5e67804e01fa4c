import { enhancedApi } from './generated/folder.gen';

/** The `folder` tag: the folder picker, create and rename/move. A folder's zip: `fetchFile` with `contentPaths.folder(id)` (entities/content). */
export const folderApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    listFolders: { providesTags: ['folder'] },
    createFolder: { invalidatesTags: ['content', 'folder'] },
    updateFolder: { invalidatesTags: ['content', 'folder', 'material'] },
  },
});

export const { useListFoldersQuery, useCreateFolderMutation, useUpdateFolderMutation } = folderApi;
export type { FolderChoice, FolderChoicePage } from './generated/folder.gen';
