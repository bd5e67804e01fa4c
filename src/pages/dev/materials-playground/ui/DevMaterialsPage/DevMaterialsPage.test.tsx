import { screen } from '@testing-library/react';
import { mockApi, page, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { DevMaterialsPage } from './DevMaterialsPage';

afterEach(() => jest.restoreAllMocks());

it('shows the playground title and the raw root listing', async () => {
  mockApi({ 'GET /content/': page([]) });
  renderWithStore(<DevMaterialsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Materials playground' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Root listing')).toHaveTextContent('"total": 0');
});
