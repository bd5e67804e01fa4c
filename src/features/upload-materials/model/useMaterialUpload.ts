import { useCallback } from 'react';
import { contentPaths } from '@/entities/content';
import { useUploadForm, type ContentItem, type UploadHandle } from '@/shared/api';

export interface MaterialUploadOptions {
  folderId?: string | null;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Uploads one file as a material, with progress, through the app's base query (an expired token is
 * refreshed once and the upload retried). `folder_id` goes before the file part: the API reads it first.
 */
export function useMaterialUpload(): (file: File, options?: MaterialUploadOptions) => UploadHandle<ContentItem> {
  const upload = useUploadForm<ContentItem>();
  return useCallback(
    (file, { folderId, onProgress } = {}) => {
      const form = new FormData();
      if (folderId) form.append('folder_id', folderId);
      form.append('file', file, file.name);
      return upload({
        url: contentPaths.upload(),
        form,
        onProgress: (loaded, total) => onProgress?.(loaded, total || file.size),
      });
    },
    [upload],
  );
}
