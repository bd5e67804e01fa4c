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

it('lists intake forms under the Forms tab', async () => {
  mockApi({
    'GET /content/': page([]),
    'GET /intake-form/': {
      items: [
        {
          id: 'f1',
          title: 'Client intake',
          status: 'signed',
          client: { id: 'c1', full_name: 'Casey Client', email: 'c@x.test' },
          sender: { id: 'g1', full_name: 'Alex Agent', email: 'a@x.test' },
          due_at: null,
          signed_at: '2026-11-22T10:00:00.000Z',
          created_at: '2026-11-20T10:00:00.000Z',
          updated_at: '2026-11-22T10:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      size: 20,
      pages: 1,
    },
  });
  renderWithStore(<MaterialsPage />, { user: { role: 'agent', membership_id: 'g1', invited_by_id: 'm1' } });
  await userEvent.click(screen.getByRole('tab', { name: 'Forms' }));
  expect(screen.getByRole('tab', { name: 'Forms', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /^Client intake/ })).toHaveAttribute('href', '/materials/form-review/f1');
});
