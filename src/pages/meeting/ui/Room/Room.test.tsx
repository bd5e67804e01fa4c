import { render, screen } from '@testing-library/react';
import { MeetingSession, type SessionSnapshot } from '@/features/meeting-session';
import { Room } from './Room';

const session = new MeetingSession({
  room: 'r1',
  participant: 'p1',
  send: () => true,
  createPeerConnection: () => {
    throw new Error('no connections in this test');
  },
  rtcConfig: { iceServers: [] },
});
const snapshot = (iceRefreshFailing: boolean): SessionSnapshot => ({
  phase: 'joined',
  error: null,
  knocksLeft: null,
  participants: [],
  lobby: [],
  media: { audio: false, video: false, screen: false },
  iceRefreshFailing,
});
const show = (iceRefreshFailing: boolean) =>
  render(
    <Room
      session={session}
      snapshot={snapshot(iceRefreshFailing)}
      local={{ stream: null, audio: null, video: null, notice: null }}
      replace={() => undefined}
      selfName="Alex Agent"
      onLeave={() => undefined}
    />,
  );

describe('Room', () => {
  it('says quietly that reconnecting may fail while fresh connection details cannot be fetched', () => {
    show(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This call’s connection details could not be renewed. The call goes on, but if your network changes, reconnecting may fail. Still trying…',
    );
    expect(screen.getByRole('figure', { name: 'Alex Agent (you)' })).toBeInTheDocument();
  });

  it('says nothing about it while they are fresh', () => {
    show(false);
    expect(screen.queryByText(/connection details could not be renewed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
