import { screen } from '@testing-library/react';
import { renderWithApi, type ApiCall } from '../../../../../tests/jest/api-harness';
import { MeetingPage } from './MeetingPage';

const ROOM = 'Policy_review-room-001';

const room = (access: string) => ({
  id: ROOM,
  title: 'Policy review',
  host: { id: 'm-agent', fullName: 'Alex Agent' },
  invitees: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  link: `/meeting/${ROOM}`,
  capacity: 6,
  access,
});

const answerWith = (access: string | null) => (call: ApiCall) =>
  call.url.pathname.endsWith(`/meeting/room/${ROOM}`) && access
    ? { body: room(access) }
    : { status: 404, body: { detail: 'This meeting room does not exist, or it is not in your company.' } };

const open = (access: string | null, path = `/meeting/${ROOM}`) =>
  renderWithApi(<MeetingPage />, { role: 'client', answer: answerWith(access), path, route: '/meeting/:room' });

afterEach(() => jest.restoreAllMocks());

describe('MeetingPage', () => {
  it('greets an invitee with the room, its host and Join, and says plainly when the browser has no camera or microphone', async () => {
    open('invited');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy review' })).toBeInTheDocument();
    expect(screen.getByText('Hosted by Alex Agent')).toBeInTheDocument();
    expect(
      await screen.findByText('This browser cannot make video calls. Use a current Chrome, Edge, Firefox or Safari.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
  });

  it('offers "Ask to join" to a member of the company who was not invited', async () => {
    open('lobby');
    expect(await screen.findByRole('button', { name: 'Ask to join' })).toBeInTheDocument();
    expect(screen.getByText(/You were not invited to this room/)).toBeInTheDocument();
  });

  it('says the room does not exist for an unknown or foreign room', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'This room does not exist' })).toBeInTheDocument();
    expect(screen.getByText('This meeting room does not exist, or it is not in your company.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to meetings' })).toBeInTheDocument();
  });

  it('says a link that cannot be a room is not valid, without asking the server or showing its pattern', async () => {
    const calls = open('invited', '/meeting/demo-room');
    expect(await screen.findByRole('heading', { name: 'This meeting link is not valid' })).toBeInTheDocument();
    expect(screen.queryByText(/pattern/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.includes('/meeting/room/'))).toHaveLength(0);
  });
});
