import { RealtimeClient } from '@/features/realtime';
import { FakePeerConnection, fakeTrack } from '../../../../tests/jest/fake-rtc';
import { MeetingRelay } from '../../../../tests/jest/meeting-relay';
import { MeetingSession } from './session';

const URL = 'ws://localhost/api/frontend/general/ws';
/** Ids as the server accepts them: a room's 22 base64url characters, a tab's 8 to 64. */
const ROOM = 'room1AAAAAAAAAAAAAAAAA';
const ID = { a: 'tab-a-0000', b: 'tab-b-0000' } as const;

let relay: MeetingRelay;
const clients: RealtimeClient[] = [];

/** One browser tab: the real realtime client on the mock server, and a session on top of it. */
function tab(
  participant: string,
  media: { audio?: boolean; video?: boolean } = { audio: true, video: true },
  connectTimeoutMs?: number,
) {
  let session: MeetingSession | null = null;
  const client = new RealtimeClient({
    url: (token) => `${URL}?token=${token}`,
    accessToken: () => 't1',
    // As the room page does: the client's `reconnected` note reclaims the seat.
    onMessage: (message) => (message.type === 'reconnected' ? session?.socketReopened() : session?.handle(message)),
    onReconnected: () => undefined,
    refreshToken: async () => null,
    random: () => 0,
  });
  clients.push(client);
  session = new MeetingSession({
    room: ROOM,
    participant,
    send: (message) => client.send(message),
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    rtcConfig: { iceServers: [] },
    connectTimeoutMs,
  });
  session.setLocalMedia({
    stream: {} as MediaStream,
    audio: media.audio === false ? null : fakeTrack('audio'),
    video: media.video === false ? null : fakeTrack('video'),
  });
  client.start();
  return { session, client };
}

const waitFor = async (check: () => boolean, what = 'condition', timeoutMs = 4000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not met in time`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const fake = (session: MeetingSession, remote: string) => session.peer(remote) as unknown as FakePeerConnection | null;
const connected = (session: MeetingSession, remote: string) =>
  session.getSnapshot().participants.some((p) => p.info.participant === remote && p.connection === 'connected');
const open = (client: RealtimeClient) => waitFor(() => client.isOpen, 'socket open');

type Tab = ReturnType<typeof tab>;

/**
 * Both tabs open their sockets and join — `a` first (waiting until it is in), or both at once — and
 * each ends connected to the other; answers the two ends of their link.
 */
async function meet(a: Tab, b: Tab, { together = false, what = 'connected' } = {}) {
  await open(a.client);
  await open(b.client);
  a.session.join();
  if (!together) await waitFor(() => a.session.getSnapshot().phase === 'joined', 'a joined');
  b.session.join();
  await waitFor(() => connected(a.session, ID.b) && connected(b.session, ID.a), what);
  return [fake(a.session, ID.b)!, fake(b.session, ID.a)!] as const;
}

beforeEach(() => {
  relay = new MeetingRelay(URL);
  FakePeerConnection.created = [];
});
afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
  relay.stop();
});

describe('the meeting session', () => {
  it('joins a room and connects to the participant already there, each side stable with the other’s description', async () => {
    const a = tab(ID.a);
    await open(a.client);
    a.session.join();
    await waitFor(() => a.session.getSnapshot().phase === 'joined', 'a joined');
    expect(a.session.getSnapshot().participants).toEqual([]);

    const b = tab(ID.b);
    await open(b.client);
    b.session.join();
    await waitFor(() => connected(a.session, ID.b) && connected(b.session, ID.a), 'both connected');

    expect(b.session.getSnapshot().participants.map((p) => p.info.fullName)).toEqual([`Person ${ID.a}`]);
    expect(a.session.getSnapshot().participants.map((p) => p.info.fullName)).toEqual([`Person ${ID.b}`]);
    const [pa, pb] = [fake(a.session, ID.b)!, fake(b.session, ID.a)!];
    expect([pa.signalingState, pb.signalingState]).toEqual(['stable', 'stable']);
    // What one side set locally is what the other applied remotely, both ways.
    expect(pa.localDescription?.sdp).toBe(pb.remoteDescription?.sdp);
    expect(pb.localDescription?.sdp).toBe(pa.remoteDescription?.sdp);
    // Candidates travelled and were added after the remote description.
    await waitFor(
      () => pa.events.some((e) => e.startsWith('candidate')) && pb.events.some((e) => e.startsWith('candidate')),
      'candidates',
    );
    expect(relay.frames.filter((f) => f.type === 'meeting.join').map((f) => f.payload.participant)).toEqual([ID.a, ID.b]);
  });

  it('the one who joins calls: the one already there only answers, so no first offers cross', async () => {
    const a = tab(ID.a);
    const b = tab(ID.b);
    const [pa, pb] = await meet(a, b, { what: 'both connected' });
    const descriptions = (events: string[]) => events.filter((e) => !e.startsWith('candidate'));
    expect(descriptions(pa.events)).toEqual(['remote-offer', 'answer']);
    expect(descriptions(pb.events)).toEqual(['offer', 'remote-answer']);
  });

  it('settles two offers that cross: the impolite side ignores, the polite side rolls back and answers', async () => {
    const a = tab(ID.a, { audio: true, video: false }); // polite: the lower id
    const b = tab(ID.b, { audio: true, video: false });
    const [pa, pb] = await meet(a, b);
    await waitFor(() => pa.signalingState === 'stable' && pb.signalingState === 'stable', 'stable');

    // Both turn their camera on at once: both offer before either offer arrives.
    relay.hold();
    await Promise.all([a.session.setVideoTrack(fakeTrack('video')), b.session.setVideoTrack(fakeTrack('video'))]);
    await waitFor(() => pa.signalingState === 'have-local-offer' && pb.signalingState === 'have-local-offer', 'both offered');
    await waitFor(() => relay.heldCount >= 2, 'two offers in flight');
    relay.release();

    await waitFor(
      () => pa.signalingState === 'stable' && pb.signalingState === 'stable' && pa.events.includes('rollback'),
      'settled',
    );
    expect(pb.events).not.toContain('rollback');
    // b's offer won: a answered it, b applied that answer.
    expect(pa.remoteDescription?.sdp).toBe(pb.localDescription?.sdp);
    expect(pb.remoteDescription?.sdp).toBe(pa.localDescription?.sdp);
    expect(pa.localDescription?.type).toBe('answer');
    expect(connected(a.session, ID.b) && connected(b.session, ID.a)).toBe(true);
  });

  it('restarts ICE from the calling side when a new link does not connect in time', async () => {
    FakePeerConnection.stallNext = 2; // both ends of the next link: offer and answer exchanged, no path
    const a = tab(ID.a, undefined, 60);
    const b = tab(ID.b, undefined, 60);
    const [pa, pb] = await meet(a, b, { what: 'connected after a restart' });
    expect(pb.events).toContain('restart');
    expect(pa.events).not.toContain('restart');
    expect(pa.remoteDescription?.sdp).toContain('ice-restart');
  });

  it('leaves: the others drop the participant and its connection, the leaver closes everything', async () => {
    const a = tab(ID.a);
    const b = tab(ID.b);
    const [pa, pb] = await meet(a, b, { together: true });

    b.session.leave();
    expect(b.session.getSnapshot()).toMatchObject({ phase: 'left', participants: [] });
    expect(pb.connectionState).toBe('closed');
    await waitFor(() => a.session.getSnapshot().participants.length === 0, 'a saw b leave');
    expect(pa.connectionState).toBe('closed');
    expect(a.session.peer(ID.b)).toBeNull();
    expect(relay.frames.at(-1)).toMatchObject({ type: 'meeting.leave', payload: { room: ROOM, participant: ID.b } });
  });

  it('rejoins with the same participant id when its socket drops; the others see "reconnecting", then connected', async () => {
    const a = tab(ID.a);
    const b = tab(ID.b);
    await meet(a, b, { together: true });
    const before = FakePeerConnection.created.length;

    relay.drop(ID.b);
    await waitFor(() => a.session.getSnapshot().participants[0]?.reconnecting === true, 'a sees b reconnecting');
    expect(a.session.getSnapshot().participants.map((p) => p.info.participant)).toEqual([ID.b]);

    // The realtime client reconnects by itself; the session sends join again with its id.
    await waitFor(
      () => relay.frames.filter((f) => f.type === 'meeting.join' && f.payload.participant === ID.b).length === 2,
      'b rejoined',
    );
    await waitFor(() => a.session.getSnapshot().participants[0]?.reconnecting === false, 'a sees b back');
    expect(b.session.getSnapshot().phase).toBe('joined');
    expect(b.session.getSnapshot().participants.map((p) => p.info.participant)).toEqual([ID.a]);
    // The media connection survived the signalling drop: no new peer connection.
    expect(FakePeerConnection.created.length).toBe(before);
    expect(connected(b.session, ID.a)).toBe(true);
  });

  it('restarts ICE when the network path fails and negotiates again', async () => {
    const a = tab(ID.a);
    const b = tab(ID.b);
    const [pa] = await meet(a, b, { together: true });

    pa.failNetwork();
    expect(a.session.getSnapshot().participants[0]?.reconnecting).toBe(true);
    await waitFor(() => pa.events.includes('restart'), 'restart');
    await waitFor(
      () => (pa.localDescription?.sdp ?? '').includes('ice-restart') || (pa.remoteDescription?.sdp ?? '').includes('ice-restart'),
      'restart offer',
    );
    await waitFor(() => pa.signalingState === 'stable' && connected(a.session, ID.b), 'connected again');
  });

  it('mutes and turns the camera off: the state reaches the others and the video sender carries nothing', async () => {
    const a = tab(ID.a);
    const b = tab(ID.b);
    await meet(a, b, { together: true });

    a.session.setAudioEnabled(false);
    await a.session.setVideoTrack(null);
    await waitFor(() => {
      const seen = b.session.getSnapshot().participants[0]?.info;
      return seen?.audio === false && seen.video === false;
    }, 'b sees a muted, camera off');
    const senders = fake(a.session, ID.b)!.senders;
    expect(senders.map((s) => s.track?.kind ?? null)).toEqual(['audio', null]);
    expect(senders[0]?.track?.enabled).toBe(false);
  });

  it('tells the seventh person the room is full and connects no one', async () => {
    relay.stop();
    relay = new MeetingRelay(URL, 1);
    const a = tab(ID.a);
    const b = tab(ID.b);
    await open(a.client);
    await open(b.client);
    a.session.join();
    await waitFor(() => a.session.getSnapshot().phase === 'joined', 'a joined');
    b.session.join();
    await waitFor(() => b.session.getSnapshot().phase === 'failed', 'b refused');
    expect(b.session.getSnapshot().error).toBe('This room is full: at most 6 people can meet at once.');
    expect(FakePeerConnection.created).toHaveLength(0);
  });
});
