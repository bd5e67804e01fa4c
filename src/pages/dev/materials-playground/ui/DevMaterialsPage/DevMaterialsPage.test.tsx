import { screen, waitFor } from '@testing-library/react';
import { mockApi, page, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { DevMaterialsPage } from './DevMaterialsPage';

afterEach(() => jest.restoreAllMocks());

it('shows the playground title and the raw root listing', async () => {
  mockApi({ 'GET /content/': page([]) });
  renderWithStore(<DevMaterialsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Materials playground' })).toBeInTheDocument();
  // The region is there from the start; it says "loading…" until the listing arrives.
  await waitFor(() => expect(screen.getByLabelText('Root listing')).toHaveTextContent('"total": 0'));
});
