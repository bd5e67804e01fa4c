import { screen, within } from '@testing-library/react';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { MarketerDetailsPage } from './MarketerDetailsPage';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const details = {
  ...member('mk1', 'Mara', 'Kent', 'marketer', { invited_by_id: 'm-admin', downline_count: 1 }),
  invited_by: { id: 'm-admin', full_name: 'Ada Lovelace', role: 'admin', status: 'active' },
  downline: { active: 1, archived: 0 },
  principal: true,
};

function answer({ url }: { url: URL }) {
  if (url.pathname.endsWith('/history'))
    return {
      body: page([
        { id: 'e1', type: 'joined', member_id: 'mk1', actor: null, detail: {}, created_at: '2026-01-10T10:00:00.000Z' },
      ]),
    };
  if (url.pathname.endsWith('/mk1')) return { body: details };
  if (url.pathname.endsWith('/engagement/agents'))
    return { body: { marketer: { id: 'mk1', full_name: 'Mara Kent' }, ...page([]) } };
  return { body: page([member('ag1', 'Abe', 'Gold', 'agent', { invited_by_id: 'mk1' })]) };
}

it('shows the contact card, upline, agents, materials link, history and the admin actions', async () => {
  const calls = renderWithApi(<MarketerDetailsPage />, {
    role: 'admin',
    answer,
    path: '/marketers/mk1',
    route: '/marketers/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mara Kent' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'mara@example.test' })).toHaveAttribute('href', 'mailto:mara@example.test');
  expect(screen.getByRole('link', { name: 'What was exchanged with Mara' })).toHaveAttribute('href', '/materials/marketer/mk1');
  const agents = await screen.findByRole('table', { name: 'Agents' });
  expect(within(agents).getByRole('link', { name: 'Abe Gold' })).toHaveAttribute('href', '/materials/agent/ag1');
  expect(calls.some((c) => c.url.searchParams.get('invited_by_id') === 'mk1' && c.url.searchParams.get('role') === 'agent')).toBe(
    true,
  );
  expect(await screen.findByRole('listitem')).toHaveTextContent('Joined');
  expect(screen.getByRole('button', { name: 'Archive Mara Kent' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reassign Mara Kent' })).toBeInTheDocument();
  // The principal flag: shown on the member's page, switched by an admin (the policy table's markPrincipal).
  expect(screen.getByText('Yes — approves materials')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unmark' })).toBeInTheDocument();
  // What the marketer sent their agents, rolled up (the admin reads it through the policy table).
  expect(await screen.findByRole('region', { name: 'What they sent their agents' })).toBeInTheDocument();
  expect(
    calls.some((c) => c.url.pathname.endsWith('/engagement/agents') && c.url.searchParams.get('marketer_id') === 'mk1'),
  ).toBe(true);
});
