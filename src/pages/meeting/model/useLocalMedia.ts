import { useCallback, useEffect, useRef, useState } from 'react';
import {
  listDevices,
  openLocalMedia,
  stopTracks,
  type DeviceChoice,
  type Devices,
  type LocalMediaResult,
} from '@/features/meeting-session';

/**
 * The camera and microphone of this tab: opened on the chosen devices (again when the choice changes,
 * before joining), listed for the choice, stopped when the page goes.
 */
export function useLocalMedia() {
  const [choice, setChoice] = useState<DeviceChoice>({});
  const [local, setLocal] = useState<LocalMediaResult | null>(null);
  const [devices, setDevices] = useState<Devices>({ microphones: [], cameras: [] });
  const [frozen, setFrozen] = useState(false);
  const current = useRef<LocalMediaResult | null>(null);

  useEffect(() => {
    if (frozen) return;
    let cancelled = false;
    void openLocalMedia(choice).then(async (opened) => {
      if (cancelled) return stopTracks(opened.stream);
      stopTracks(current.current?.stream ?? null);
      current.current = opened;
      setLocal(opened);
      setDevices(await listDevices());
    });
    return () => {
      cancelled = true;
    };
  }, [choice, frozen]);

  useEffect(() => () => stopTracks(current.current?.stream ?? null), []);

  /** After joining, the room swaps tracks itself (camera off and on, screen). */
  const replace = useCallback((next: LocalMediaResult) => {
    current.current = next;
    setLocal(next);
  }, []);

  return { local, devices, choice, setChoice, freeze: () => setFrozen(true), replace };
}
