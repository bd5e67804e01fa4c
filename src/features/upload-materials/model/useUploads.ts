import type { HttpStack } from 'tus-js-client';
import { useMemo, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { loggedOut, selectCurrentUser } from '@/entities/session';
import { baseApi, resumableUploadsEndpoint, useResumableHttpStack } from '@/shared/api';
import { listenerMiddleware } from '@/shared/lib/redux';
import { UploadQueue } from './upload-queue';
import { UploadStorage } from './upload-storage';

/** One queue for the signed-in user, kept while the app runs: uploads go on across pages and tabs. */
let current: { userId: string; queue: UploadQueue } | null = null;

function queueFor(userId: string, stack: HttpStack, dispatch: Dispatch): UploadQueue {
  if (current?.userId === userId) return current.queue;
  current?.queue.dispose();
  const queue = new UploadQueue({
    stack,
    storage: new UploadStorage(userId),
    endpoint: resumableUploadsEndpoint(),
    onChanged: () => dispatch(baseApi.util.invalidateTags(['content', 'folder'])),
  });
  current = { userId, queue };
  // Signed out: requests stop (they would only be refused); the uploads stay resumable.
  const stop = listenerMiddleware.startListening({
    actionCreator: loggedOut,
    effect: () => {
      stop();
      queue.dispose();
      if (current?.queue === queue) current = null;
    },
  });
  void queue.listUnfinished();
  return queue;
}

const EMPTY: never[] = [];
const idle = { subscribe: () => () => undefined, getSnapshot: () => EMPTY };

/**
 * The upload queue of the signed-in user (see `UploadQueue`): resumable uploads with progress, speed,
 * cancel and retry, and the uploads a reload or a closed browser left unfinished.
 */
export function useUploads() {
  const dispatch = useDispatch();
  const stack = useResumableHttpStack();
  const userId = useSelector(selectCurrentUser)?.id ?? null;
  const queue = useMemo(() => (userId ? queueFor(userId, stack, dispatch) : null), [dispatch, stack, userId]);
  const items = useSyncExternalStore((queue ?? idle).subscribe, (queue ?? idle).getSnapshot);
  return useMemo(
    () => ({
      items,
      start: (files: File[], folderId: string | null) => queue?.start(files, folderId),
      cancel: (id: string) => queue?.cancel(id),
      retry: (id: string) => queue?.retry(id),
      discard: (id: string) => void queue?.discard(id),
      cancelAll: () => queue?.cancelAll(),
      clear: () => queue?.clear(),
    }),
    [items, queue],
  );
}

export type UploadQueueApi = ReturnType<typeof useUploads>;
