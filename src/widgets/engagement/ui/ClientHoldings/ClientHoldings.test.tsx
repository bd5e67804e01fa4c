import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ClientHoldings } from './ClientHoldings';

afterEach(() => jest.restoreAllMocks());

const holding = (title: string, extra: Record<string, unknown> = {}) => ({
  copy_id: `copy-${title}`,
  origin_id: `origin-${title}`,
  title,
  content_type: 'application/pdf',
  version: 1,
  received_at: '2026-03-02T09:00:00.000Z',
  sent_by: 'Gus Agent',
  view_only: false,
  no_resend: false,
  states: [],
  withheld_reason: null,
  version_state: 'published',
  use_until: null,
  first_open: null,
  last_open: null,
  opens: 0,
  ...extra,
});
const holdings = (items: unknown[], total = items.length) => ({
  member: { id: 'c1', full_name: 'Casey Client', role: 'client' },
  ...page(items, total),
});

it('lists what the client holds: opened or not, how often, its state and why it is withheld', async () => {
  renderWithApi(<ClientHoldings memberId="c1" />, {
    role: 'agent',
    answer: () => ({
      body: holdings([
        holding('Annuity guide.pdf', {
          first_open: '2026-03-03T10:00:00.000Z',
          last_open: '2026-03-05T10:00:00.000Z',
          opens: 3,
          states: ['withheld'],
          withheld_reason: 'Casey Client cannot receive “Annuity guide.pdf”: it is only for clients in TX.',
        }),
        holding('Brochure.pdf'),
      ]),
    }),
  });
  const list = await screen.findByRole('list', { name: 'Materials they hold' });
  const [guide, brochure] = within(list).getAllByRole('listitem');
  expect(within(guide!).getByRole('heading', { level: 3, name: 'Annuity guide.pdf' })).toBeInTheDocument();
  expect(within(guide!).getByText('Opened')).toBeInTheDocument();
  expect(within(guide!).getByText('Withheld')).toBeInTheDocument();
  expect(within(guide!).getByText(/Opened 3 times · first Mar 3, 2026/)).toBeInTheDocument();
  expect(within(guide!).getByText(/only for clients in TX/)).toBeInTheDocument();
  expect(within(brochure!).getByText('Not opened yet')).toBeInTheDocument();
  expect(within(brochure!).getByText(/Received Mar 2, 2026 · sent by Gus Agent/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 materials');
});

it('asks for what was not opened when the filter says so, and says when nothing matches', async () => {
  const calls = renderWithApi(<ClientHoldings memberId="c1" />, {
    role: 'agent',
    answer: (call) => ({ body: holdings(call.url.searchParams.get('opened') === 'no' ? [] : [holding('Brochure.pdf')]) }),
  });
  await screen.findByRole('list', { name: 'Materials they hold' });
  await userEvent.click(screen.getByRole('button', { name: 'Not opened' }));
  expect(await screen.findByRole('heading', { name: 'No materials here' })).toBeInTheDocument();
  expect(screen.getByText('They have opened everything they hold.')).toBeInTheDocument();
  expect(calls.at(-1)!.url.pathname).toBe('/api/frontend/material/engagement/holdings/c1');
  expect(calls.at(-1)!.url.searchParams.get('opened')).toBe('no');
  expect(screen.getByRole('button', { name: 'Not opened' })).toHaveAttribute('aria-pressed', 'true');
});

it('says nothing was sent yet', async () => {
  renderWithApi(<ClientHoldings memberId="c1" />, { role: 'agent', answer: () => ({ body: holdings([]) }) });
  expect(await screen.findByText('Nothing has been sent to them yet.')).toBeInTheDocument();
});

it('shows a loading state, then an error with a way to try again that works', async () => {
  let fail = true;
  renderWithApi(<ClientHoldings memberId="c1" />, {
    role: 'agent',
    answer: () =>
      fail
        ? { status: 500, body: { detail: 'Something went wrong on our side.' } }
        : { body: holdings([holding('Brochure.pdf')]) },
  });
  expect(screen.getByRole('progressbar', { name: 'Loading what they hold' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'What they hold could not be loaded' })).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Brochure.pdf' })).toBeInTheDocument();
});

it('pages through many materials', async () => {
  const calls = renderWithApi(<ClientHoldings memberId="c1" />, {
    role: 'agent',
    answer: (call) => ({ body: holdings([holding(`Guide ${call.url.searchParams.get('page')}.pdf`)], 45) }),
  });
  await screen.findByRole('heading', { level: 3, name: 'Guide 1.pdf' });
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Guide 3.pdf' })).toBeInTheDocument();
  expect(calls.at(-1)!.url.searchParams.get('page')).toBe('3');
});
