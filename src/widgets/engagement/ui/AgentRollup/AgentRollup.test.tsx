import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { AgentRollup } from './AgentRollup';

afterEach(() => jest.restoreAllMocks());

const row = (id: string, name: string, materials: number[], clients: number[], last_open: string | null = null) => ({
  agent: { id, full_name: name, email: `${id}@example.test` },
  materials: { sent: materials[0], opened: materials[1], pending: materials[0]! - materials[1]! },
  clients: { sent: clients[0], opened: clients[1], pending: clients[0]! - clients[1]! },
  last_open,
});
const rollup = (items: unknown[], total = items.length) => ({
  marketer: { id: 'm1', full_name: 'Mia Marketer' },
  ...page(items, total),
});

it('shows, per agent, what was sent, what was opened and what waits', async () => {
  renderWithApi(<AgentRollup />, {
    role: 'marketer',
    answer: () => ({
      body: rollup([row('g1', 'Gus Agent', [2, 1], [2, 2], '2026-03-03T10:00:00.000Z'), row('g2', 'Gia Agent', [1, 0], [0, 0])]),
    }),
  });
  const table = await screen.findByRole('table', { name: 'Your materials with your agents' });
  const [, gus, gia] = within(table).getAllByRole('row');
  expect(within(gus!).getByRole('rowheader')).toHaveTextContent('Gus Agent');
  expect(
    within(gus!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1 of 2 opened1 not opened yet', '2 of 2 openedall opened', 'Mar 3, 2026, 10:00 AM']);
  expect(within(gia!).getAllByRole('cell')[1]).toHaveTextContent('None');
  // The table scrolls sideways on a narrow screen: it can be reached and scrolled with the keyboard.
  expect(screen.getByRole('region', { name: 'Your materials with your agents, scrollable' })).toHaveAttribute('tabindex', '0');
});

it("asks for a marketer's agents when it is given one", async () => {
  const calls = renderWithApi(<AgentRollup marketerId="m7" title="What they sent their agents" />, {
    answer: () => ({ body: rollup([row('g1', 'Gus Agent', [1, 1], [0, 0])]) }),
  });
  await screen.findByRole('table', { name: 'What they sent their agents' });
  expect(calls[0]!.url.pathname).toBe('/api/frontend/material/engagement/agents');
  expect(calls[0]!.url.searchParams.get('marketer_id')).toBe('m7');
});

it('says there are no agents yet', async () => {
  renderWithApi(<AgentRollup />, { role: 'marketer', answer: () => ({ body: rollup([]) }) });
  expect(await screen.findByRole('heading', { name: 'No agents yet' })).toBeInTheDocument();
});

it('shows an error with a way to try again', async () => {
  let fail = true;
  renderWithApi(<AgentRollup />, {
    role: 'marketer',
    answer: () => (fail ? { status: 503, body: { detail: 'The database is not answering.' } } : { body: rollup([]) }),
  });
  expect(await screen.findByRole('heading', { name: 'The roll-up could not be loaded' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'No agents yet' })).toBeInTheDocument();
});
