import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../../tests/jest/api-harness';
import { MarketersPage } from './MarketersPage';

afterEach(() => jest.restoreAllMocks());

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<MarketersPage />, { answer: () => ({ body: page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Marketers' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No marketers to show yet' })).toBeInTheDocument();
});

it('shows an error state with a way to try again', async () => {
  renderWithApi(<MarketersPage />, { answer: () => ({ status: 500, body: { detail: 'Something went wrong on our side.' } }) });
  expect(await screen.findByRole('heading', { level: 2, name: 'The marketers could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
