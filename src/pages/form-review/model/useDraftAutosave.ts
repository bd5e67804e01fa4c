import { useEffect, useMemo, useState } from 'react';
import { useUpdateIntakeFormMutation } from '@/shared/api';
import { cleanAnswers } from '@/entities/intake-form';
import { DraftSaver, type SaveState } from '../lib/draft-saver';

/**
 * Autosave of one form's answers: debounced, serial, flushed when the page is hidden or left (the save
 * is sent with `keepalive`, so closing the tab does not cancel it). A new `version` (after a reload)
 * starts a new saver.
 */
export function useDraftAutosave(formId: string, version: number) {
  const [update] = useUpdateIntakeFormMutation();
  const [state, setState] = useState<SaveState>('idle');
  const saver = useMemo(
    () =>
      new DraftSaver<Record<string, unknown>>({
        version,
        save: async (values, from) => {
          const saved = await update({ formId, formDraft: { version: from, answers: cleanAnswers(values) } }).unwrap();
          return { version: saved.version };
        },
        onState: setState,
      }),
    [formId, version, update],
  );
  useEffect(() => {
    const leave = () => void saver.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the page inside the app: what is waiting is saved now.
      leave();
      saver.dispose();
    };
  }, [saver]);
  return { saver, state };
}
