import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../../tests/jest/api-harness';
import { AgentsPage } from './AgentsPage';

afterEach(() => jest.restoreAllMocks());

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<AgentsPage />, { answer: () => ({ body: page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No agents to show yet' })).toBeInTheDocument();
});

const rollup = { marketer: { id: 'm-marketer', full_name: 'Ada Lovelace' }, ...page([]) };
const answer = ({ url }: { url: URL }) => ({ body: url.pathname.endsWith('/engagement/agents') ? rollup : page([]) });

it('shows a marketer what each of their agents opened of what they sent', async () => {
  renderWithApi(<AgentsPage />, { role: 'marketer', answer });
  expect(await screen.findByRole('region', { name: 'Your materials with your agents' })).toBeInTheDocument();
});

it('shows an admin the list without a roll-up of their own', async () => {
  renderWithApi(<AgentsPage />, { role: 'admin', answer });
  expect(await screen.findByRole('heading', { level: 2, name: 'No agents to show yet' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your materials with your agents' })).not.toBeInTheDocument();
});
