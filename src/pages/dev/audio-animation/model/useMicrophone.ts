import { useEffect, useState } from 'react';

/** The microphone while `on`; `error` when the browser refuses it. */
export function useMicrophone(on: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!on) return;
    let opened: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ audio: true })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        opened = s;
        setStream(s);
        setError(null);
      })
      .catch(() => setError('The microphone is blocked or missing. Allow it in the browser’s site settings.'));
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((t) => t.stop());
      setStream(null);
    };
  }, [on]);
  return { stream, error };
}
