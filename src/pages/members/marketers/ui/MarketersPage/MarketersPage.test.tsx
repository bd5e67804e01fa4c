import { screen, within } from '@testing-library/react';
import { page, renderWithApi } from '../../../../../../tests/jest/api-harness';
import { MarketersPage } from './MarketersPage';

afterEach(() => jest.restoreAllMocks());

const summary = {
  since: '2026-02-01T09:00:00.000Z',
  sent: { materials: 0, recipients: 0, opened: 0, open_rate: null },
  recent: [],
  most_opened: [],
  least_opened: [],
  awaiting_approval: 2,
  expired: 0,
  withdrawn: 0,
  expiring: [],
  expiring_total: 0,
  withheld: { copies: 0, materials: [] },
};
const isSummary = (url: URL) => url.pathname.endsWith('/material/engagement/summary');

it('shows the page title and an honest empty state', async () => {
  renderWithApi(<MarketersPage />, { answer: ({ url }) => ({ body: isSummary(url) ? summary : page([]) }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Marketers' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'No marketers to show yet' })).toBeInTheDocument();
});

it('shows an error state with a way to try again', async () => {
  renderWithApi(<MarketersPage />, {
    answer: ({ url }) =>
      isSummary(url) ? { body: summary } : { status: 500, body: { detail: 'Something went wrong on our side.' } },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'The marketers could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it("opens with the company's engagement for an admin", async () => {
  renderWithApi(<MarketersPage />, { answer: ({ url }) => ({ body: isSummary(url) ? summary : page([]) }) });
  const engagement = await screen.findByRole('region', { name: 'Engagement' });
  expect(await within(engagement).findByText('Nothing was sent in the last 30 days.')).toBeInTheDocument();
  expect(within(engagement).getByRole('link', { name: 'awaiting approval' })).toBeInTheDocument();
});
