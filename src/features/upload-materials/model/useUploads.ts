import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, errorDetail, useWithdrawUploadMutation, type ContentItem, type UploadHandle } from '@/shared/api';
import { useMaterialUpload } from './useMaterialUpload';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  folderId: string | null;
  loaded: number;
  total: number;
  status: UploadStatus;
  error?: string;
}

/** One try at an upload: its request, whether every byte has gone up, and whether it was cancelled. */
interface Attempt {
  handle: UploadHandle<ContentItem>;
  sent: boolean;
  cancelled: boolean;
}

let counter = 0;

/**
 * The upload queue: every file goes up at once over its own XMLHttpRequest, with progress.
 *
 * Cancel means nothing is kept. Before the last byte, the request is aborted (the server keeps nothing of
 * a body cut short). After it, aborting could lose the server's answer while the file is already saved, so
 * the request runs on: the item says "Cancelled" at once, and the material the answer names is withdrawn
 * (its row and its bytes). If the tab closes meanwhile, the server sees the connection close before it
 * answers and keeps nothing either.
 */
export function useUploads() {
  const dispatch = useDispatch();
  const upload = useMaterialUpload();
  const [withdraw] = useWithdrawUploadMutation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const attempts = useRef(new Map<string, Attempt>());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const withdrawLate = useCallback(
    (id: string, created: ContentItem) => {
      withdraw({ materialId: created.id })
        .unwrap()
        .catch((error: unknown) => {
          dispatch(baseApi.util.invalidateTags(['content', 'folder']));
          patch(id, {
            status: 'error',
            error: `The file was saved before the cancel reached the server, and removing it failed (${
              errorDetail(error) ?? 'the server could not be reached'
            }). Delete “${created.title}” from the list.`,
          });
        });
    },
    [dispatch, patch, withdraw],
  );

  const run = useCallback(
    (id: string, file: File, folderId: string | null) => {
      const state = { sent: false, cancelled: false };
      const onProgress = (loaded: number, total: number) => {
        if (total > 0 && loaded >= total) state.sent = true;
        if (!state.cancelled) patch(id, { loaded, total });
      };
      const attempt: Attempt = Object.assign(state, { handle: upload(file, { folderId, onProgress }) });
      attempts.current.set(id, attempt);
      attempt.handle.promise
        .then(
          (created) => {
            if (attempt.cancelled) return withdrawLate(id, created);
            patch(id, { status: 'done', loaded: file.size, total: file.size });
            dispatch(baseApi.util.invalidateTags(['content', 'folder']));
          },
          (error: unknown) => {
            if (attempt.cancelled) return;
            const aborted = (error as { status?: unknown } | null)?.status === 'ABORTED';
            patch(id, aborted ? { status: 'cancelled' } : { status: 'error', error: errorDetail(error) ?? 'The upload failed.' });
          },
        )
        .finally(() => {
          if (attempts.current.get(id) === attempt) attempts.current.delete(id);
        });
    },
    [dispatch, patch, upload, withdrawLate],
  );

  const start = useCallback(
    (files: File[], folderId: string | null) => {
      const added = files.map<UploadItem>((file) => ({
        id: `upload-${(counter += 1)}`,
        file,
        folderId,
        loaded: 0,
        total: file.size,
        status: 'uploading',
      }));
      setItems((current) => [...current, ...added]);
      added.forEach((item) => run(item.id, item.file, folderId));
    },
    [run],
  );

  const cancel = useCallback(
    (id: string) => {
      const attempt = attempts.current.get(id);
      if (!attempt) return;
      if (!attempt.sent) {
        attempt.handle.abort();
        return;
      }
      // Every byte is up: wait for the answer and withdraw what it names (see above).
      attempt.cancelled = true;
      attempts.current.delete(id);
      patch(id, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      patch(id, { status: 'uploading', loaded: 0, error: undefined });
      run(id, item.file, item.folderId);
    },
    [items, patch, run],
  );

  const cancelAll = useCallback(() => [...attempts.current.keys()].forEach(cancel), [cancel]);
  const clear = useCallback(() => setItems((current) => current.filter((item) => item.status === 'uploading')), []);

  return { items, start, cancel, retry, cancelAll, clear };
}

export type UploadQueue = ReturnType<typeof useUploads>;
