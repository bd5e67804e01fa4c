import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../../tests/jest/api-harness';
import { AgentsPage } from './AgentsPage';

afterEach(() => jest.restoreAllMocks());

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<AgentsPage />, { answer: () => ({ body: page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No agents to show yet' })).toBeInTheDocument();
});
