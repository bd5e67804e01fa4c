import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { DistributionPage } from './DistributionPage';

const person = (id: string, name: string, role: string, opens: number) => ({
  member_id: id,
  full_name: name,
  email: `${id}@example.test`,
  role,
  state: role === 'client' ? 'TX' : null,
  sent_by: 'Alex Agent',
  sent_by_id: 'a1',
  version: 2,
  received_at: '2026-03-02T09:00:00.000Z',
  view_only: role === 'client',
  no_resend: false,
  first_open: opens ? '2026-03-03T09:00:00.000Z' : null,
  last_open: opens ? '2026-03-05T09:00:00.000Z' : null,
  opens,
  downloads: 0,
  withheld_at: null,
  withheld_reason: null,
});

it('shows the counts per level, each version with its SHA-256, and the people with their opens', async () => {
  mockApi({
    'GET /material/m1/distribution': {
      material: { id: 'm1', title: 'Guide.pdf', owner: 'Avery Admin' },
      scope: 'all',
      versions: [
        {
          number: 2,
          sha256: 'ab'.repeat(32),
          state: 'approved',
          created_at: '2026-03-01T09:00:00.000Z',
          author: 'Avery Admin',
          decided_by: 'Pat Principal',
          decided_at: '2026-03-01T10:00:00.000Z',
          first_use: '2026-03-02T09:00:00.000Z',
          last_use: '2026-03-05T09:00:00.000Z',
        },
      ],
      levels: [
        { role: 'admin', received: 0, opened: 0, downloaded: 0 },
        { role: 'marketer', received: 1, opened: 0, downloaded: 0 },
        { role: 'agent', received: 1, opened: 1, downloaded: 0 },
        { role: 'client', received: 2, opened: 1, downloaded: 0 },
      ],
      recalls: [],
      people: {
        items: [person('c1', 'Casey Client', 'client', 4), person('c2', 'Chris Customer', 'client', 0)],
        total: 2,
        page: 1,
        size: 50,
      },
    },
  });
  renderWithStore(<DistributionPage />, { path: '/materials/distribution/m1', route: '/materials/distribution/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Distribution of “Guide.pdf”' })).toBeInTheDocument();
  const levels = screen.getByRole('region', { name: 'Copies per level' });
  expect(within(levels).getByText('Clients').parentElement).toHaveTextContent('2 received1 opened0 downloaded');
  expect(screen.getByText(new RegExp(`SHA-256 ${'ab'.repeat(32)}`))).toBeInTheDocument();
  expect(screen.getByText(/by Pat Principal/)).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'People who hold a copy' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Casey Client');
  expect(rows[1]).toHaveTextContent('view only');
  expect(screen.getByRole('button', { name: 'Signed PDF report' })).toBeEnabled();
});

it('says why when the record cannot be read', async () => {
  mockApi({});
  renderWithStore(<DistributionPage />, { path: '/materials/distribution/m1', route: '/materials/distribution/:id' });
  expect(await screen.findByText('Not found')).toBeInTheDocument();
});

it('asks for the next page next to the last person it shows, and a jump by its number', async () => {
  const people = Array.from({ length: 5 }, (_, i) => person(`c${i}`, `Client ${i}`, 'client', 0));
  const calls = mockApi({
    'GET /material/m1/distribution': {
      material: { id: 'm1', title: 'Guide.pdf', owner: 'Avery Admin' },
      scope: 'all',
      versions: [],
      levels: [],
      recalls: [],
      expiries: [],
      people: { items: people, total: 160, page: 1, size: 50 },
    },
  });
  renderWithStore(<DistributionPage />, { path: '/materials/distribution/m1', route: '/materials/distribution/:id' });
  await screen.findByRole('table', { name: 'People who hold a copy' });
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(calls.at(-1)!.search.get('after_id')).toBe('c4'));
  expect(calls.at(-1)!.search.get('page')).toBe('2');
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 4' }));
  await waitFor(() => expect(calls.at(-1)!.search.get('page')).toBe('4'));
  expect(calls.at(-1)!.search.get('after_id')).toBeNull();
});
