import type { MeetingClientMessage, MeetingParticipant } from '@/entities/meeting';
import { FakePeerConnection, fakeTrack } from '../../../../tests/jest/fake-rtc';
import type { IceServersAnswer } from './ice-refresh';
import { MeetingSession } from './session';

const ROOM = 'room-1';
const TTL = 600;
/** A TURN server with the credential of the n-th answer. */
const turn = (n: number): RTCIceServer[] => [{ urls: ['turn:turn.example.com:3478'], username: `${n}:m-a`, credential: `c${n}` }];
const answer = (n: number, ttlSeconds = TTL): IceServersAnswer => ({ iceServers: turn(n), ttlSeconds });
const person = (id: string): MeetingParticipant => ({
  participant: id,
  membershipId: `m-${id}`,
  fullName: `Person ${id}`,
  audio: true,
  video: true,
  screen: false,
  connection: 'connected',
});

/** Participant "a" in a room, its first servers from entering, later ones from `fetch`. */
function seat(fetch: () => Promise<IceServersAnswer>, ttlSeconds = TTL, onError = jest.fn()) {
  const sent: MeetingClientMessage[] = [];
  const session = new MeetingSession({
    room: ROOM,
    participant: 'a',
    send: (message) => sent.push(message) > 0,
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    rtcConfig: { iceServers: turn(1), iceTransportPolicy: 'relay' },
    iceServers: { ttlSeconds, fetch },
    onError,
  });
  session.setLocalMedia({ stream: {} as MediaStream, audio: fakeTrack('audio'), video: fakeTrack('video') });
  return { session, sent };
}

/** Joins, finding `others` already there: one link each, called by "a". */
function joinWith(session: MeetingSession, ...others: string[]) {
  session.join();
  session.handle({ type: 'meeting.joined', payload: { room: ROOM, participant: 'a', participants: others.map(person) } });
}

/** Someone joins after "a" and calls: "a" makes the link when their offer arrives. */
function calledBy(session: MeetingSession, remote: string) {
  session.handle({ type: 'meeting.participant', payload: { room: ROOM, participant: person(remote) } });
  session.handle({
    type: 'meeting.signal',
    payload: { room: ROOM, participant: remote, to: 'a', description: { type: 'offer', sdp: `offer 1 from ${remote}` } },
  });
}

const servers = (session: MeetingSession, remote: string) =>
  (session.peer(remote) as unknown as FakePeerConnection).getConfiguration().iceServers;
const seconds = (s: number) => jest.advanceTimersByTimeAsync(s * 1000);

beforeEach(() => {
  jest.useFakeTimers();
  FakePeerConnection.created = [];
});
afterEach(() => jest.useRealTimers());

describe('the session keeps its ICE servers fresh', () => {
  it('asks again at 80% of the credential’s lifetime, and every open link and every later one gets the new servers', async () => {
    const fetch = jest.fn<Promise<IceServersAnswer>, []>().mockResolvedValueOnce(answer(2, 100)).mockResolvedValue(answer(3));
    const { session } = seat(fetch);
    joinWith(session, 'b', 'c');
    expect(servers(session, 'b')).toEqual(turn(1));

    await seconds(TTL * 0.8 - 1);
    expect(fetch).not.toHaveBeenCalled();
    await seconds(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(servers(session, 'b')).toEqual(turn(2));
    expect(servers(session, 'c')).toEqual(turn(2));
    // The rest of each connection's configuration is kept.
    expect((session.peer('b') as unknown as FakePeerConnection).getConfiguration().iceTransportPolicy).toBe('relay');

    calledBy(session, 'd');
    expect(servers(session, 'd')).toEqual(turn(2));
    expect(session.getSnapshot().participants.map((p) => p.info.participant)).toEqual(['b', 'c', 'd']);

    // The next request follows the new answer's lifetime (100 s): at 80 s.
    await seconds(79);
    expect(fetch).toHaveBeenCalledTimes(1);
    await seconds(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(['b', 'c', 'd'].map((remote) => servers(session, remote))).toEqual([turn(3), turn(3), turn(3)]);
    expect(session.getSnapshot().iceRefreshFailing).toBe(false);
    session.leave();
  });

  it('reports a connection that refuses the new servers, and still gives them to the others', async () => {
    const onError = jest.fn();
    const { session } = seat(jest.fn<Promise<IceServersAnswer>, []>().mockResolvedValue(answer(2)), TTL, onError);
    joinWith(session, 'b', 'c');
    (session.peer('b') as unknown as FakePeerConnection).close(); // closed under the session's feet
    await seconds(TTL * 0.8);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'InvalidStateError' }));
    expect(servers(session, 'c')).toEqual(turn(2));
    session.leave();
  });

  it('retries a failed request with growing waits, quietly at first, then says reconnecting may fail until one works', async () => {
    const fetch = jest.fn<Promise<IceServersAnswer>, []>().mockRejectedValue(new Error('offline'));
    const { session } = seat(fetch);
    joinWith(session, 'b');
    const calls = () => fetch.mock.calls.length;

    await seconds(TTL * 0.8);
    expect(calls()).toBe(1);
    expect(session.getSnapshot().iceRefreshFailing).toBe(false);
    await seconds(1.999);
    expect(calls()).toBe(1);
    await seconds(0.001); // 2 s after the first failure
    expect(calls()).toBe(2);
    expect(session.getSnapshot().iceRefreshFailing).toBe(false);
    await seconds(5);
    expect(calls()).toBe(3);
    expect(session.getSnapshot().iceRefreshFailing).toBe(true);
    // Then 15 s, 30 s, and every 60 s from there.
    await seconds(15);
    expect(calls()).toBe(4);
    await seconds(30);
    expect(calls()).toBe(5);
    await seconds(59);
    expect(calls()).toBe(5);
    await seconds(1);
    expect(calls()).toBe(6);
    expect(servers(session, 'b')).toEqual(turn(1));

    fetch.mockResolvedValue(answer(2));
    await seconds(60);
    expect(calls()).toBe(7);
    expect(servers(session, 'b')).toEqual(turn(2));
    expect(session.getSnapshot().iceRefreshFailing).toBe(false);
    // Back on the normal schedule.
    await seconds(TTL * 0.8 - 1);
    expect(calls()).toBe(7);
    await seconds(1);
    expect(calls()).toBe(8);
    session.leave();
  });

  it('without servers from entering, asks again within a second, and says so at once if that fails too', async () => {
    const fetch = jest.fn<Promise<IceServersAnswer>, []>().mockRejectedValue(new Error('offline'));
    const { session } = seat(fetch, 0);
    joinWith(session, 'b');
    await seconds(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().iceRefreshFailing).toBe(true);
    session.leave();
  });

  it('keeps them fresh while waiting in the lobby too', async () => {
    const fetch = jest.fn<Promise<IceServersAnswer>, []>().mockResolvedValue(answer(2));
    const { session } = seat(fetch);
    session.knock();
    await seconds(TTL * 0.8);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Admitted later: the links are made with the fresh servers.
    session.handle({ type: 'meeting.admitted', payload: { room: ROOM, participant: 'a' } });
    session.handle({ type: 'meeting.joined', payload: { room: ROOM, participant: 'a', participants: [person('b')] } });
    expect(servers(session, 'b')).toEqual(turn(2));
    session.leave();
  });

  it('asks nothing after leaving, and drops an answer that arrives after it', async () => {
    let resolve: (value: IceServersAnswer) => void = () => undefined;
    const fetch = jest.fn<Promise<IceServersAnswer>, []>(
      () =>
        new Promise((settle) => {
          resolve = settle;
        }),
    );
    const { session, sent } = seat(fetch);
    joinWith(session, 'b');
    await seconds(TTL * 0.8);
    expect(fetch).toHaveBeenCalledTimes(1);

    session.leave();
    expect(sent.at(-1)?.type).toBe('meeting.leave');
    resolve(answer(2));
    await seconds(10 * TTL);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().iceRefreshFailing).toBe(false);
  });

  it('does not start asking before joining, nor after leaving the room it never entered', async () => {
    const fetch = jest.fn<Promise<IceServersAnswer>, []>().mockResolvedValue(answer(2));
    const { session } = seat(fetch);
    await seconds(2 * TTL);
    expect(fetch).not.toHaveBeenCalled();
    session.join();
    session.leave();
    await seconds(2 * TTL);
    expect(fetch).not.toHaveBeenCalled();
  });
});
