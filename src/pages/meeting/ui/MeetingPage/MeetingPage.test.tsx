import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, type ApiCall } from '../../../../../tests/jest/api-harness';
import { MeetingPage } from './MeetingPage';

const ROOM = 'Policy_review-room-001';

const room = (access: string, cancelledAt: string | null = null) => ({
  id: ROOM,
  title: 'Policy review',
  host: { id: 'm-agent', fullName: 'Alex Agent' },
  invitees: [{ id: 'c1', fullName: 'Casey Client', role: 'client' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  startsAt: '2026-11-23T15:00:00.000Z',
  cancelledAt,
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

  it('lets the host cancel after a confirmation that says what happens; the page then says it was cancelled', async () => {
    let cancelled: string | null = null;
    const calls = renderWithApi(<MeetingPage />, {
      role: 'agent',
      path: `/meeting/${ROOM}`,
      route: '/meeting/:room',
      answer: (call) => {
        if (call.method === 'POST' && call.url.pathname.endsWith(`/meeting/room/${ROOM}/cancel`)) {
          cancelled = '2026-11-23T12:00:00.000Z';
          return { body: room('host', cancelled) };
        }
        return { body: room('host', cancelled) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Policy review”?' });
    expect(within(dialog).getByText(/Casey Client will be told and mailed a cancellation/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByRole('heading', { name: 'This meeting was cancelled' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/frontend/meeting/room/${ROOM}/cancel`,
    ]);
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });

  it('moves the meeting to the time picked', async () => {
    const calls = renderWithApi(<MeetingPage />, {
      role: 'agent',
      path: `/meeting/${ROOM}`,
      route: '/meeting/:room',
      answer: () => ({ body: room('host') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Policy review”?' });
    const input = within(dialog).getByLabelText(/New start/);
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-01T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the meeting' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toEqual({ startsAt: new Date('2026-12-01T09:30').toISOString() });
  });

  it('shows an invitee no controls to move or cancel', async () => {
    open('invited');
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).not.toBeInTheDocument();
  });

  it('says a link that cannot be a room is not valid, without asking the server or showing its pattern', async () => {
    const calls = open('invited', '/meeting/demo-room');
    expect(await screen.findByRole('heading', { name: 'This meeting link is not valid' })).toBeInTheDocument();
    expect(screen.queryByText(/pattern/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.includes('/meeting/room/'))).toHaveLength(0);
  });
});
