import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { contentUrls, fetchProtected, selectTokens, type StateWithTokens } from '@/shared/api';
import { saveBlob } from '@/shared/lib/file';
import { notifyError } from '@/shared/ui/toast';

export interface DownloadTarget {
  folderIds: string[];
  materialIds: string[];
  /** Used for the file name when the server gives none. */
  title?: string;
}

/**
 * Downloads with the bearer token and saves through a blob URL: one material as itself, one folder or a
 * selection as a zip.
 */
export function useDownload() {
  const token = useSelector((state: StateWithTokens) => selectTokens(state).accessToken);
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async ({ folderIds, materialIds, title }: DownloadTarget) => {
      setBusy(true);
      try {
        let file;
        if (folderIds.length === 0 && materialIds.length === 1) {
          file = await fetchProtected(contentUrls.material(materialIds[0]!), token, { fallbackName: title });
        } else if (folderIds.length === 1 && materialIds.length === 0) {
          file = await fetchProtected(contentUrls.folder(folderIds[0]!), token, { fallbackName: `${title ?? 'folder'}.zip` });
        } else {
          file = await fetchProtected(contentUrls.selection(), token, {
            method: 'POST',
            body: { folder_ids: folderIds, material_ids: materialIds },
            fallbackName: 'materials.zip',
          });
        }
        saveBlob(file.blob, file.filename);
      } catch (error) {
        notifyError(error, 'The download failed.');
      } finally {
        setBusy(false);
      }
    },
    [token],
  );
  return { download, busy };
}
