import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { member, page, renderWithApi, type ApiCall } from '../../../../../tests/jest/api-harness';
import { MeetingsPage } from './MeetingsPage';

const room = (id: string, title: string, createdAt: string) => ({
  id,
  title,
  host: { id: 'm-agent', fullName: 'Ada Lovelace' },
  invitees: [{ id: 'c1', fullName: 'Casey Client', role: 'client' }],
  createdAt,
  startsAt: createdAt,
  cancelledAt: null,
  link: `/meeting/${id}`,
  capacity: 6,
});

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function answer(call: ApiCall) {
  const path = call.url.pathname.replace('/api/frontend', '');
  if (path === '/meeting/room/' && call.url.searchParams.get('scope') === 'upcoming')
    return { body: { items: [room('r1', 'Policy review', '2026-11-23T10:00:00.000Z')] } };
  if (path === '/meeting/room/') return { body: { items: [] } };
  if (path === '/user-company/invited-by/details')
    return { body: { id: 'm-up', full_name: 'Mara Marketer', email: 'm@x.test', role: 'marketer' } };
  if (path === '/user-company/')
    return {
      body: page([
        // As the server answers an agent: their downline only (no fellow agent is in their reach).
        member('c1', 'Casey', 'Client', 'client', { invited_by_id: 'm-agent' }),
      ]),
    };
  if (path === '/meeting/room/generate') return { status: 201, body: room('new-room', 'Renewal', '2026-11-23T12:00:00.000Z') };
  return { status: 404, body: { detail: 'Not found.' } };
}

afterEach(() => jest.restoreAllMocks());

describe('MeetingsPage', () => {
  it('lists my upcoming rooms as links and says when there are no recent ones', async () => {
    renderWithApi(<MeetingsPage />, { role: 'agent', uplineId: 'm-up', answer });
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByRole('link', { name: 'Policy review' })).toHaveAttribute('href', '/meeting/r1');
    expect(within(upcoming).getByText(/Ada Lovelace, Casey Client/)).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Recent' })).findByText('No recent rooms yet.')).toBeInTheDocument();
  });

  it('creates a room with the members the policy lets me invite, then opens it', async () => {
    const calls = renderWithApi(
      <Routes>
        <Route path="/meetings" element={<MeetingsPage />} />
        <Route path="/meeting/:room" element={<Where />} />
      </Routes>,
      { role: 'agent', uplineId: 'm-up', answer, path: '/meetings' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'New meeting' }));
    const dialog = screen.getByRole('dialog', { name: 'New meeting' });
    const list = within(dialog).getByRole('list', { name: 'Members you may invite' });
    await within(list).findByText('Casey Client');
    // My client, and my upline, whom the policy lets me invite though no list of mine holds them.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['Mara Marketer', 'Casey Client']),
    );
    const create = within(dialog).getByRole('button', { name: 'Create and open' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Renewal');
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(create);
    expect(await screen.findByText('At /meeting/new-room')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({ title: 'Renewal', invitees: ['c1'] });
  });

  it('shows the server’s reason when the room cannot be created', async () => {
    renderWithApi(<MeetingsPage />, {
      role: 'agent',
      uplineId: 'm-up',
      answer: (call) =>
        call.method === 'POST'
          ? { status: 403, body: { detail: 'You may not invite Casey Client to a meeting.' } }
          : answer(call),
    });
    await userEvent.click(screen.getByRole('button', { name: 'New meeting' }));
    const dialog = screen.getByRole('dialog', { name: 'New meeting' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Renewal');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You may not invite Casey Client to a meeting.');
  });
});
