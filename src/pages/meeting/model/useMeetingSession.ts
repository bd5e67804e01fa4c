import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { MeetingSession, type LocalMediaResult, type SessionSnapshot } from '@/features/meeting-session';
import { realtimeMessageReceived, realtimeSend } from '@/features/realtime';
import { useLazyGetMeetingIceServersQuery } from '@/shared/api';

const IDLE: SessionSnapshot = {
  phase: 'idle',
  error: null,
  knocksLeft: null,
  participants: [],
  lobby: [],
  media: { audio: false, video: false, screen: false },
  iceRefreshFailing: false,
};
const noop = () => () => undefined;

/**
 * The page's seat in a room: `enter` fetches the ICE servers, makes the session on the app's one
 * realtime channel and joins (or knocks, from the lobby); the session fetches the servers again before
 * their TURN credential expires. Leaving the page leaves the room.
 */
export function useMeetingSession(room: string) {
  const dispatch = useDispatch();
  const [session, setSession] = useState<MeetingSession | null>(null);
  const [mode, setMode] = useState<'join' | 'knock'>('join');
  const [fetchIce] = useLazyGetMeetingIceServersQuery();
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [entering, setEntering] = useState(false);

  const enter = useCallback(
    async (local: LocalMediaResult, how: 'join' | 'knock') => {
      setEntering(true);
      const ice = await fetchIce(undefined, false);
      setEntering(false);
      const next = new MeetingSession({
        room,
        participant: crypto.randomUUID(),
        send: (message) => {
          dispatch(realtimeSend(message));
          return true;
        },
        createPeerConnection: (config) => new RTCPeerConnection(config),
        rtcConfig: { iceServers: ice.data?.iceServers ?? [] },
        // No answer at entry: the session asks again soon.
        iceServers: { ttlSeconds: ice.data?.ttlSeconds ?? 0, fetch: () => fetchIce(undefined, false).unwrap() },
      });
      next.setLocalMedia(local);
      setMode(how);
      setSession(next);
    },
    [dispatch, fetchIce, room],
  );

  useEffect(() => {
    if (!session) return;
    clearTimeout(leaveTimer.current);
    const subscribe = (action: UnknownAction) => dispatch(action) as unknown as () => void;
    const stopMessages = subscribe(
      addListener({
        actionCreator: realtimeMessageReceived,
        effect: ({ payload }) => (payload.type === 'reconnected' ? session.socketReopened() : session.handle(payload)),
      }),
    );
    if (session.getSnapshot().phase === 'idle') {
      if (mode === 'knock') session.knock();
      else session.join();
    }
    const onPageHide = () => session.leave();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopMessages();
      window.removeEventListener('pagehide', onPageHide);
      // Deferred: a development re-mount of the same page must not leave the room.
      leaveTimer.current = setTimeout(() => session.leave(), 0);
    };
  }, [dispatch, mode, session]);

  const snapshot = useSyncExternalStore(session?.subscribe ?? noop, session?.getSnapshot ?? (() => IDLE));
  return { session, snapshot, enter, entering };
}
