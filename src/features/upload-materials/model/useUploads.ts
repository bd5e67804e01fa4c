import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, errorDetail, type ContentItem, type UploadHandle } from '@/shared/api';
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

let counter = 0;

/** The upload queue: every file goes up at once over its own XMLHttpRequest, with progress. */
export function useUploads() {
  const dispatch = useDispatch();
  const upload = useMaterialUpload();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle<ContentItem>>());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (id: string, file: File, folderId: string | null) => {
      const handle = upload(file, { folderId, onProgress: (loaded, total) => patch(id, { loaded, total }) });
      handles.current.set(id, handle);
      handle.promise
        .then(
          () => {
            patch(id, { status: 'done', loaded: file.size, total: file.size });
            dispatch(baseApi.util.invalidateTags(['content', 'folder']));
          },
          (error: unknown) => {
            const aborted = (error as { status?: unknown } | null)?.status === 'ABORTED';
            patch(id, aborted ? { status: 'cancelled' } : { status: 'error', error: errorDetail(error) ?? 'The upload failed.' });
          },
        )
        .finally(() => handles.current.delete(id));
    },
    [dispatch, patch, upload],
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

  const cancel = useCallback((id: string) => handles.current.get(id)?.abort(), []);

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      patch(id, { status: 'uploading', loaded: 0, error: undefined });
      run(id, item.file, item.folderId);
    },
    [items, patch, run],
  );

  const cancelAll = useCallback(() => handles.current.forEach((handle) => handle.abort()), []);
  const clear = useCallback(() => setItems((current) => current.filter((item) => item.status === 'uploading')), []);

  return { items, start, cancel, retry, cancelAll, clear };
}

export type UploadQueue = ReturnType<typeof useUploads>;
