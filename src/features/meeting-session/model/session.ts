import type {
  MediaState,
  MeetingClientMessage,
  MeetingLobbyEntry,
  MeetingParticipant,
  MeetingServerMessage,
} from '@/entities/meeting';
import { IceRefresh, type IceServersAnswer } from './ice-refresh';
import { PeerLink, type LocalMedia } from './peer-link';

export type SessionPhase = 'idle' | 'knocking' | 'joining' | 'joined' | 'refused' | 'failed' | 'left';

export interface RemoteParticipant {
  info: MeetingParticipant;
  stream: MediaStream | null;
  /** The peer connection's state; `reconnecting` also when the server says their socket dropped. */
  connection: RTCPeerConnectionState;
  reconnecting: boolean;
}

export interface SessionSnapshot {
  phase: SessionPhase;
  /** Why joining failed (the server's sentence, e.g. the room is full). */
  error: string | null;
  /** After a refusal: how many more times this member may knock (null before any). */
  knocksLeft: number | null;
  participants: RemoteParticipant[];
  /** Who knocks (shown to the host). */
  lobby: MeetingLobbyEntry[];
  media: MediaState;
  /** Fresh ICE servers could not be fetched for a while: reconnecting after a network change may fail. */
  iceRefreshFailing: boolean;
}

/** Where messages go and where peer connections come from; the browser's or a test's. */
export interface SessionOptions {
  room: string;
  participant: string;
  send(message: MeetingClientMessage): boolean;
  createPeerConnection(config: RTCConfiguration): RTCPeerConnection;
  /** ICE servers (and policy) for the peer connections; the servers change as they are refreshed. */
  rtcConfig: RTCConfiguration;
  /**
   * Where fresh ICE servers come from, and how long the ones in `rtcConfig` work: from join (or knock)
   * until leave they are fetched again before they expire and applied to every link. Without it they
   * are never refreshed.
   */
  iceServers?: { ttlSeconds: number; fetch(): Promise<IceServersAnswer> };
  /** How long a new link may take to connect before ICE restarts (tests shorten it). */
  connectTimeoutMs?: number;
  onError?(error: unknown): void;
}

type Message =
  MeetingServerMessage | { type: 'error'; payload: { detail: string; ref?: string } } | { type: string; payload: unknown };

/**
 * One tab's seat in one room: the signalling state machine. It sends join/knock/state/leave, keeps a
 * `PeerLink` (one RTCPeerConnection, mesh) per other participant, relays their offers, answers and
 * candidates, and rejoins with the same participant id when the socket comes back. No React: the page
 * subscribes to snapshots.
 */
export class MeetingSession {
  readonly room: string;
  readonly participant: string;
  private readonly links = new Map<string, PeerLink>();
  private readonly infos = new Map<string, MeetingParticipant>();
  private readonly listeners = new Set<() => void>();
  private local: LocalMedia = { stream: null, audio: null, video: null };
  private snapshot: SessionSnapshot;
  /** Whether this tab last asked to join or knocked, for `retry`. */
  private attempt: 'join' | 'knock' = 'join';
  private refs = 0;
  private rtcConfig: RTCConfiguration;
  private readonly iceRefresh: IceRefresh | null;

  constructor(private readonly options: SessionOptions) {
    this.room = options.room;
    this.participant = options.participant;
    this.snapshot = {
      phase: 'idle',
      error: null,
      knocksLeft: null,
      participants: [],
      lobby: [],
      media: { audio: false, video: false, screen: false },
      iceRefreshFailing: false,
    };
    this.rtcConfig = options.rtcConfig;
    const ice = options.iceServers;
    this.iceRefresh = ice
      ? new IceRefresh({
          ttlSeconds: ice.ttlSeconds,
          fetch: () => ice.fetch(),
          onServers: (iceServers) => this.setIceServers(iceServers),
          onFailing: (failing) => this.update({ iceRefreshFailing: failing }),
        })
      : null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** The link to a participant, for statistics. */
  peer(participant: string): RTCPeerConnection | null {
    return this.links.get(participant)?.pc ?? null;
  }

  /** The tracks this tab sends (before joining; the camera may later be swapped for the screen). */
  setLocalMedia(local: LocalMedia): void {
    this.local = local;
    this.update({ media: { audio: Boolean(local.audio?.enabled), video: Boolean(local.video), screen: false } });
  }

  join(): void {
    this.attempt = 'join';
    this.iceRefresh?.start();
    this.update({ phase: 'joining', error: null });
    const { audio, video } = this.snapshot.media;
    this.send({ type: 'meeting.join', payload: { room: this.room, participant: this.participant, audio, video } });
  }

  knock(): void {
    this.attempt = 'knock';
    this.iceRefresh?.start();
    this.update({ phase: 'knocking', error: null });
    this.send({ type: 'meeting.knock', payload: { room: this.room, participant: this.participant } });
  }

  /** Asks again as before: joins, or knocks (a knock the host let in goes on to join). */
  retry(): void {
    if (this.attempt === 'knock') this.knock();
    else this.join();
  }

  /** The socket opened again: reclaim the seat (or the place in the lobby) with the same participant id. */
  socketReopened(): void {
    if (this.snapshot.phase === 'joined' || this.snapshot.phase === 'joining') this.join();
    else if (this.snapshot.phase === 'knocking') this.knock();
  }

  admit(participant: string): void {
    this.send({ type: 'meeting.admit', payload: { room: this.room, participant } });
  }

  refuse(participant: string): void {
    this.send({ type: 'meeting.refuse', payload: { room: this.room, participant } });
  }

  setAudioEnabled(on: boolean): void {
    if (this.local.audio) this.local.audio.enabled = on;
    this.setMedia({ audio: on && Boolean(this.local.audio) });
  }

  /** Sends this video track (camera or screen) to everyone, or none; `screen` says which it is. */
  async setVideoTrack(track: MediaStreamTrack | null, screen = false): Promise<void> {
    this.local = { ...this.local, video: track };
    await Promise.all([...this.links.values()].map((link) => link.setVideoTrack(track, this.local.stream)));
    this.setMedia({ video: Boolean(track) && !screen, screen: Boolean(track) && screen });
  }

  leave(): void {
    if (this.snapshot.phase === 'joined' || this.snapshot.phase === 'joining' || this.snapshot.phase === 'knocking')
      this.send({ type: 'meeting.leave', payload: { room: this.room, participant: this.participant } });
    this.iceRefresh?.stop();
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.infos.clear();
    this.update({ phase: 'left', participants: [], lobby: [] });
  }

  /** A message from the realtime channel; those for other rooms or other tabs are ignored. */
  handle(message: Message): void {
    if (message.type === 'error') {
      const { detail, ref } = message.payload as { detail: string; ref?: string };
      if (!ref?.startsWith(`${this.participant}:`)) return;
      if (this.snapshot.phase === 'joining' || this.snapshot.phase === 'knocking')
        this.update({ phase: 'failed', error: detail });
      return;
    }
    const m = message as MeetingServerMessage;
    if (!m.type.startsWith('meeting.') || m.payload.room !== this.room) return;
    switch (m.type) {
      case 'meeting.joined':
        if (m.payload.participant === this.participant) this.joined(m.payload.participants);
        break;
      case 'meeting.participant':
        if (m.payload.participant.participant !== this.participant) this.upsert(m.payload.participant);
        break;
      case 'meeting.left':
        this.remove(m.payload.participant);
        break;
      case 'meeting.signal':
        if (m.payload.to === this.participant && this.snapshot.phase === 'joined') {
          const { participant: from, description, candidate } = m.payload;
          void this.linkFor(from).receive({ description, candidate });
        }
        break;
      case 'meeting.lobby':
        this.update({ lobby: m.payload.waiting });
        break;
      case 'meeting.admitted':
        if (m.payload.participant === this.participant && this.snapshot.phase === 'knocking') this.join();
        break;
      case 'meeting.refused':
        if (m.payload.participant === this.participant) this.update({ phase: 'refused', knocksLeft: m.payload.knocksLeft });
        break;
    }
  }

  private joined(participants: MeetingParticipant[]): void {
    const present = new Set(participants.map((p) => p.participant));
    for (const id of [...this.infos.keys()]) if (!present.has(id)) this.remove(id);
    this.update({ phase: 'joined', error: null });
    // Whoever joins calls everyone already there; they answer (see PeerLink's `initiator`).
    for (const p of participants) if (p.participant !== this.participant) this.upsert(p, true);
  }

  /** ICE servers for every open link (used at its next ICE restart) and for the links made from now on. */
  private setIceServers(iceServers: RTCIceServer[]): void {
    this.rtcConfig = { ...this.rtcConfig, iceServers };
    for (const link of this.links.values()) link.setIceServers(iceServers);
  }

  private upsert(info: MeetingParticipant, call = false): void {
    this.infos.set(info.participant, info);
    if (call && this.snapshot.phase === 'joined') this.linkFor(info.participant, true);
    this.publish();
  }

  private remove(participant: string): void {
    this.links.get(participant)?.close();
    this.links.delete(participant);
    this.infos.delete(participant);
    this.publish();
  }

  private linkFor(remote: string, initiator = false): PeerLink {
    let link = this.links.get(remote);
    if (!link) {
      link = new PeerLink({
        self: this.participant,
        remote,
        initiator,
        connectTimeoutMs: this.options.connectTimeoutMs,
        pc: this.options.createPeerConnection(this.rtcConfig),
        local: this.local,
        send: (signal) =>
          this.send({
            type: 'meeting.signal',
            payload: { room: this.room, participant: this.participant, to: remote, ...signal },
          }),
        onChange: () => this.publish(),
        onError: (error) => this.options.onError?.(error),
      });
      this.links.set(remote, link);
    }
    return link;
  }

  private setMedia(change: Partial<MediaState>): void {
    const media = { ...this.snapshot.media, ...change };
    this.update({ media });
    if (this.snapshot.phase === 'joined')
      this.send({ type: 'meeting.state', payload: { room: this.room, participant: this.participant, ...media } });
  }

  private send(message: MeetingClientMessage): void {
    this.options.send({ ...message, ref: `${this.participant}:${++this.refs}` } as MeetingClientMessage);
  }

  private publish(): void {
    const participants: RemoteParticipant[] = [...this.infos.values()].map((info) => {
      const link = this.links.get(info.participant);
      const connection = link?.pc.connectionState ?? 'new';
      return {
        info,
        stream: link?.stream ?? null,
        connection,
        reconnecting: info.connection === 'reconnecting' || connection === 'disconnected' || connection === 'failed',
      };
    });
    this.update({ participants });
  }

  private update(change: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
