import { useCallback, useState } from 'react';
import { selectionBody, type ContentSelection } from '@/entities/content';
import { downloadLinkHref, useCreateDownloadLinkMutation } from '@/shared/api';
import { openBrowserDownload } from '@/shared/lib/file';
import { notifyError } from '@/shared/ui/toast';

/**
 * One material as itself; one folder, or any other selection, as a zip. The API mints a short-lived
 * link for this selection and member (through the app's one HTTP path, with its token refresh); the
 * browser then downloads from it on its own, streaming, with its own progress.
 */
export function useDownload() {
  const [createLink] = useCreateDownloadLinkMutation();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (selection: ContentSelection) => {
      setBusy(true);
      try {
        const link = await createLink({ body: { ...selectionBody(selection), purpose: 'download' } }).unwrap();
        openBrowserDownload(downloadLinkHref(link.url), link.token);
      } catch (error) {
        notifyError(error, 'The download could not be started.');
      } finally {
        setBusy(false);
      }
    },
    [createLink],
  );
  /** One earlier version of an original (its owner's history), as the browser's own download. */
  const downloadVersion = useCallback(
    async (materialId: string, version: number) => {
      setBusy(true);
      try {
        const link = await createLink({
          body: { folder_ids: [], material_ids: [materialId], version, purpose: 'download' },
        }).unwrap();
        openBrowserDownload(downloadLinkHref(link.url), link.token);
      } catch (error) {
        notifyError(error, 'The download could not be started.');
      } finally {
        setBusy(false);
      }
    },
    [createLink],
  );
  return { download, downloadVersion, busy };
}
