import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUpdateIntakeFormMutation, type FormDetails } from '@/shared/api';
import { cleanAnswers } from '@/entities/intake-form';
import { DraftSaver, type Rejected, type SaveState } from '../lib/draft-saver';
import { LocalDraft, localDraftStore, type Values } from '../lib/local-draft';

export interface DraftStatus {
  state: SaveState;
  /** Answers the server refused at the last save, with what to fix. */
  rejected: Rejected[];
  /** Whether the answers the server has not confirmed are kept on this device. */
  kept: boolean;
}

/**
 * Autosave of one form's answers. Every change is kept on this device at once (until the server confirms
 * it) and saved to the server a moment later, one save at a time; at once when the page is hidden or left
 * (`keepalive`, so closing the tab does not cancel it) and when the browser comes back online. Answers kept
 * from an earlier visit are put over the server's draft and saved. A new `version` (after a reload) starts
 * a new saver. `ownKeys`: on a carrier PDF form, the answers of my party, the only ones sent.
 */
export function useDraftAutosave(form: FormDetails, ownKeys?: ReadonlySet<string>) {
  const [update] = useUpdateIntakeFormMutation();
  const [local] = useState(() => new LocalDraft(localDraftStore(form.id, form.template.version_id), form.answers));
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle', rejected: [], kept: true });
  const setKept = useCallback((kept: boolean) => setStatus((s) => (s.kept === kept ? s : { ...s, kept })), []);

  const saver = useMemo(
    () =>
      new DraftSaver<Values>({
        version: form.version,
        save: async (values, from) => {
          // A carrier PDF form: only my party's answers are mine to send (the other party's are theirs).
          const answers = cleanAnswers(values);
          const mine = ownKeys ? Object.fromEntries(Object.entries(answers).filter(([key]) => ownKeys.has(key))) : answers;
          const saved = await update({ formId: form.id, formDraft: { version: from, answers: mine } }).unwrap();
          setKept(local.confirm(saved.answers));
          return { version: saved.version, rejected: saved.rejected };
        },
        onState: (state, rejected) => setStatus((s) => ({ ...s, state, rejected })),
      }),
    [form.id, form.version, update, local, setKept, ownKeys],
  );

  /** A change of the answers: kept on this device now, saved to the server soon. */
  const change = useCallback(
    (values: Values, dirty: boolean) => {
      setKept(local.typed(values));
      if (dirty || local.pending) saver.schedule(values);
    },
    [local, saver, setKept],
  );

  useEffect(() => {
    const leave = () => void saver.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the page inside the app: what is waiting is saved now.
      leave();
      saver.dispose();
    };
  }, [saver]);
  return { initial: local.initial, change, flush: () => saver.flush(), status };
}
