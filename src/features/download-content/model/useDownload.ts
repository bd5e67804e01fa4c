import { useCallback, useState } from 'react';
import { contentPaths, selectionBody, type ContentSelection } from '@/entities/content';
import { useFetchFile, type FileRequest } from '@/shared/api';
import { saveBlob } from '@/shared/lib/file';
import { notifyError } from '@/shared/ui/toast';

/** One material as itself; one folder, or any other selection, as a zip. */
function requestFor(selection: ContentSelection): FileRequest {
  const { folderIds, materialIds, title } = selection;
  if (folderIds.length === 0 && materialIds.length === 1)
    return { url: contentPaths.material(materialIds[0]!), fallbackName: title };
  if (folderIds.length === 1 && materialIds.length === 0) {
    return { url: contentPaths.folder(folderIds[0]!), fallbackName: `${title ?? 'folder'}.zip` };
  }
  return { url: contentPaths.selection(), method: 'POST', body: selectionBody(selection), fallbackName: 'materials.zip' };
}

/** Downloads through the app's base query (so an expired token is refreshed) and saves through a blob URL. */
export function useDownload() {
  const fetchFile = useFetchFile();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (selection: ContentSelection) => {
      setBusy(true);
      try {
        const file = await fetchFile(requestFor(selection));
        saveBlob(file.blob, file.filename);
      } catch (error) {
        notifyError(error, 'The download failed.');
      } finally {
        setBusy(false);
      }
    },
    [fetchFile],
  );
  return { download, busy };
}
