import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { MemberHistory } from './MemberHistory';

afterEach(() => jest.restoreAllMocks());

const event = (type: string, actor: string | null, created_at: string, detail: object = {}) => ({
  id: `${type}-${created_at}`,
  type,
  member_id: 'c1',
  actor: actor ? { id: 'x', full_name: actor, role: 'agent' } : null,
  detail,
  created_at,
});

it('says who invited an invited-and-joined member, and when each happened', async () => {
  renderWithApi(<MemberHistory memberId="c1" joinedAt="2026-11-21T10:00:00.000Z" />, {
    answer: () => ({
      body: page([
        event('reassigned', 'Ada Admin', '2026-11-22T10:00:00.000Z', { to: { full_name: 'Gus Agent' } }),
        event('joined', 'Casey Client', '2026-11-21T10:00:00.000Z'),
        event('invited', 'Gwen Agent', '2026-11-20T10:00:00.000Z'),
      ]),
    }),
  });
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Reassigned to Gus Agent by Ada Admin on Nov 22, 2026',
    'Joined on Nov 21, 2026',
    'Invited by Gwen Agent on Nov 20, 2026',
  ]);
});

it('says when a member joined even when no event was recorded', async () => {
  renderWithApi(<MemberHistory memberId="c1" joinedAt="2026-03-04T10:00:00.000Z" />, { answer: () => ({ body: page([]) }) });
  expect(await screen.findByText('Joined on Mar 4, 2026')).toBeInTheDocument();
  expect(screen.queryByText(/Nothing has happened/)).not.toBeInTheDocument();
});
