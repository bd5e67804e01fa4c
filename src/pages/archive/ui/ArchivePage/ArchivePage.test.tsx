import { screen } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ArchivePage } from './ArchivePage';

afterEach(() => jest.restoreAllMocks());

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<ArchivePage />, { answer: () => ({ body: page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'The archive is empty' })).toBeInTheDocument();
});
