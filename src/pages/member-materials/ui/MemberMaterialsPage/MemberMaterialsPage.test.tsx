import { screen } from '@testing-library/react';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MemberMaterialsPage } from './MemberMaterialsPage';

afterEach(() => jest.restoreAllMocks());

it('lists what the member sent me and says honestly what cannot be shown', async () => {
  const calls = mockApi({
    'GET /user-company/c7': { id: 'c7', full_name: 'Casey Client' },
    'GET /content/shared': page([
      contentItem({ id: 'm1', title: 'Signed.pdf', space: 'shared', shared_by: { id: 'c7', full_name: 'Casey Client' } }),
    ]),
  });
  renderWithStore(<MemberMaterialsPage role="client" />, { path: '/materials/client/c7', route: '/materials/client/:id' });
  expect(screen.getByRole('heading', { level: 1, name: 'Client materials' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
  expect(await screen.findByRole('link', { name: 'Signed.pdf' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Received from Casey Client' })).toBeInTheDocument();
  expect(screen.getByText(/cannot be shown here/)).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/content/shared')?.search.get('invited_by_id')).toBe('c7');
});
