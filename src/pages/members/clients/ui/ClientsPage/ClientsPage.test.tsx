import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../../tests/jest/api-harness';
import { ClientsPage } from './ClientsPage';

afterEach(() => jest.restoreAllMocks());

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<ClientsPage />, { answer: () => ({ body: page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No clients to show yet' })).toBeInTheDocument();
});
