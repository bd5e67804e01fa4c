import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../../../../tests/jest/api-harness';
import { EngagementSummary } from './EngagementSummary';

afterEach(() => jest.restoreAllMocks());

const reach = (id: string, title: string, recipients: number, opened: number) => ({
  origin_id: id,
  title,
  recipients,
  opened,
  open_rate: recipients === 0 ? 0 : opened / recipients,
  last_sent: '2026-03-02T09:00:00.000Z',
});
const summary = (extra: Record<string, unknown> = {}) => ({
  since: '2026-02-01T09:00:00.000Z',
  sent: { materials: 2, recipients: 7, opened: 2, open_rate: 2 / 7 },
  recent: [reach('o1', 'Annuity guide.pdf', 4, 2), reach('o2', 'Brochure.pdf', 3, 0)],
  most_opened: [reach('o1', 'Annuity guide.pdf', 4, 2)],
  least_opened: [reach('o2', 'Brochure.pdf', 3, 0)],
  awaiting_approval: 1,
  expired: 3,
  withdrawn: 1,
  expiring: [{ origin_id: 'o1', title: 'Annuity guide.pdf', use_until: '2026-03-07T09:00:00.000Z' }],
  expiring_total: 1,
  withheld: { copies: 2, materials: [{ origin_id: 'o1', title: 'Annuity guide.pdf', copies: 2 }] },
  ...extra,
});

it('shows what was sent and opened, the most and least opened, and what needs attention', async () => {
  renderWithApi(<EngagementSummary />, { answer: () => ({ body: summary() }) });
  const most = await screen.findByRole('region', { name: 'Most opened' });
  expect(within(most).getByRole('listitem')).toHaveTextContent('Annuity guide.pdf · 2 of 4 opened (50%)');
  expect(within(screen.getByRole('region', { name: 'Least opened' })).getByRole('listitem')).toHaveTextContent(
    'Brochure.pdf · 0 of 3 opened (0%)',
  );
  expect(screen.getByText('29%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'awaiting approval' })).toHaveAttribute('href', '/materials/approvals');
  expect(within(screen.getByRole('region', { name: 'Expiring within 14 days' })).getByRole('listitem')).toHaveTextContent(
    'Annuity guide.pdf · until Mar 7, 2026',
  );
  expect(within(screen.getByRole('region', { name: 'Withheld' })).getByRole('listitem')).toHaveTextContent('2 copies withheld');
});

it('asks for another period when one is chosen, and says when nothing was sent', async () => {
  const calls = renderWithApi(<EngagementSummary />, {
    answer: (call) =>
      call.url.searchParams.get('days') === '7'
        ? {
            body: summary({
              sent: { materials: 0, recipients: 0, opened: 0, open_rate: null },
              recent: [],
              most_opened: [],
              least_opened: [],
            }),
          }
        : { body: summary() },
  });
  await screen.findByRole('region', { name: 'Most opened' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
  await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
  expect(await screen.findByText('Nothing was sent in the last 7 days.')).toBeInTheDocument();
  expect(calls.at(-1)!.url.searchParams.get('days')).toBe('7');
});

it('shows an error with a way to try again', async () => {
  renderWithApi(<EngagementSummary />, {
    answer: () => ({ status: 500, body: { detail: 'Something went wrong on our side.' } }),
  });
  expect(screen.getByRole('progressbar', { name: 'Loading the engagement summary' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'The engagement summary could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
