import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MaterialsPage } from './MaterialsPage';

afterEach(() => jest.restoreAllMocks());

it('invites the first upload when my space is empty', async () => {
  mockApi({ 'GET /content/': page([]) });
  renderWithStore(<MaterialsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Materials' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No materials yet' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
});

it('switches to what was shared with me and names the sender', async () => {
  const calls = mockApi({
    'GET /content/': page([]),
    'GET /content/shared': page([
      contentItem({ id: 'm1', title: 'Policy.pdf', space: 'shared', shared_by: { id: 'a1', full_name: 'Alex Agent' } }),
    ]),
  });
  renderWithStore(<MaterialsPage />);
  await userEvent.click(screen.getByRole('tab', { name: 'Shared with me' }));
  expect(await screen.findByRole('link', { name: 'Policy.pdf' })).toHaveAttribute('href', '/materials/review/m1');
  expect(screen.getByRole('cell', { name: 'Alex Agent' })).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/content/shared')).toBe(true);
});
