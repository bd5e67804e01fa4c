import { Server, type Client } from 'mock-socket';
import type { MeetingParticipant } from '@/entities/meeting';

interface Seat {
  socket: Client;
  info: MeetingParticipant;
}

type Frame = { type: string; payload: Record<string, unknown>; ref?: string };

/**
 * A mock realtime server that relays meeting messages the way the API does (docs/meetings.md): join
 * answers `meeting.joined` and tells the others, signals go to their `to`, state and leave are fanned
 * out, a dropped socket leaves its participant `reconnecting` until it joins again. `hold()` keeps
 * signals back until `release()`, so tests can make two offers cross.
 */
export class MeetingRelay {
  readonly server: Server;
  readonly frames: Frame[] = [];
  readonly seats = new Map<string, Seat>();
  private held: Array<() => void> | null = null;

  constructor(
    url: string,
    private readonly capacity = 6,
  ) {
    this.server = new Server(url);
    this.server.on('connection', (socket) => {
      socket.on('message', (data) => this.receive(socket, JSON.parse(String(data)) as Frame));
      socket.on('close', () => this.dropped(socket));
    });
  }

  hold() {
    this.held = [];
  }

  release() {
    const held = this.held ?? [];
    this.held = null;
    for (const deliver of held) deliver();
  }

  /** Signals waiting in `hold()`. */
  get heldCount() {
    return this.held?.length ?? 0;
  }

  /** Closes a participant's socket as a network drop would. */
  drop(participant: string) {
    this.seats.get(participant)?.socket.close({ code: 1006, reason: 'gone', wasClean: false });
  }

  stop() {
    this.server.stop();
  }

  /** The one room this relay serves: the one joined first. */
  private room = '';

  private receive(socket: Client, frame: Frame) {
    this.frames.push(frame);
    const p = frame.payload;
    const id = p.participant as string;
    const send = (to: Client, type: string, payload: unknown) => to.send(JSON.stringify({ type, payload }));
    switch (frame.type) {
      case 'meeting.join': {
        this.room = p.room as string;
        const existing = this.seats.get(id);
        const others = [...this.seats.values()].filter((s) => s.info.participant !== id);
        if (!existing && others.length >= this.capacity) {
          send(socket, 'error', { detail: 'This room is full: at most 6 people can meet at once.', ref: frame.ref });
          return;
        }
        const info: MeetingParticipant = {
          participant: id,
          membershipId: `m-${id}`,
          fullName: `Person ${id}`,
          audio: Boolean(p.audio),
          video: Boolean(p.video),
          screen: false,
          connection: 'connected',
        };
        this.seats.set(id, { socket, info: existing ? { ...existing.info, connection: 'connected' } : info });
        send(socket, 'meeting.joined', { room: p.room, participant: id, participants: others.map((s) => s.info) });
        for (const other of others)
          send(other.socket, 'meeting.participant', { room: p.room, participant: this.seats.get(id)!.info });
        return;
      }
      case 'meeting.signal': {
        const to = this.seats.get(p.to as string);
        if (!to) return;
        const deliver = () => send(to.socket, 'meeting.signal', p);
        if (this.held) this.held.push(deliver);
        else deliver();
        return;
      }
      case 'meeting.state': {
        const seat = this.seats.get(id);
        if (!seat) return;
        seat.info = { ...seat.info, audio: Boolean(p.audio), video: Boolean(p.video), screen: Boolean(p.screen) };
        this.broadcast(id, 'meeting.participant', { room: p.room, participant: seat.info });
        return;
      }
      case 'meeting.leave':
        this.seats.delete(id);
        this.broadcast(id, 'meeting.left', { room: p.room, participant: id });
        return;
    }
  }

  private dropped(socket: Client) {
    for (const seat of this.seats.values()) {
      if (seat.socket !== socket) continue;
      seat.info = { ...seat.info, connection: 'reconnecting' };
      this.broadcast(seat.info.participant, 'meeting.participant', { room: this.room, participant: seat.info });
    }
  }

  private broadcast(from: string, type: string, payload: unknown) {
    for (const seat of this.seats.values())
      if (seat.info.participant !== from && seat.socket.readyState === WebSocket.OPEN)
        seat.socket.send(JSON.stringify({ type, payload }));
  }
}
