import { screen, within } from '@testing-library/react';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MemberMaterialsPage } from './MemberMaterialsPage';

afterEach(() => jest.restoreAllMocks());

const viewer = (role: string) => ({ id: 'u1', membership_id: 'me', role, invited_by_id: 'up', first_name: 'I', last_name: 'Me' });

function exchange() {
  return mockApi({
    'GET /user-company/c7': { id: 'c7', full_name: 'Casey Client' },
    'GET /content/shared': ({ search }: { search: URLSearchParams }) =>
      search.get('sent_to_id')
        ? page([contentItem({ id: 's1', title: 'Quote.pdf', space: 'shared', shared_by: { id: 'me', full_name: 'I Me' } })])
        : page([
            contentItem({ id: 'm1', title: 'Signed.pdf', space: 'shared', shared_by: { id: 'c7', full_name: 'Casey Client' } }),
          ]),
  });
}

it('lists what the member sent me and what I sent them', async () => {
  const calls = exchange();
  renderWithStore(<MemberMaterialsPage role="client" />, {
    path: '/materials/client/c7',
    route: '/materials/client/:id',
    user: viewer('agent'),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Client materials' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
  expect(await screen.findByRole('link', { name: 'Signed.pdf' })).toHaveAttribute('href', '/materials/review/m1');
  expect(await screen.findByRole('heading', { level: 2, name: 'Received from Casey Client' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Sent to Casey Client' })).toBeInTheDocument();
  // What I sent is their copy: shown by name, not opened, not selectable.
  const sent = (await screen.findByText('Quote.pdf')).closest('tr')!;
  expect(within(sent).queryByRole('link')).not.toBeInTheDocument();
  expect(within(sent).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByText(/cannot be shown/)).not.toBeInTheDocument();
  const shared = calls.filter((call) => call.path === '/content/shared');
  expect(shared.map((c) => c.search.get('invited_by_id')).filter(Boolean)).toEqual(['c7']);
  expect(shared.map((c) => c.search.get('sent_to_id')).filter(Boolean)).toEqual(['c7']);
});

it('leads an agent back to Materials from a marketer’s page, since agents have no list of marketers', () => {
  exchange();
  renderWithStore(<MemberMaterialsPage role="marketer" />, {
    path: '/materials/marketer/c7',
    route: '/materials/marketer/:id',
    user: viewer('agent'),
  });
  expect(screen.queryByRole('link', { name: 'All marketers' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Materials' })).toHaveAttribute('href', '/materials');
});
