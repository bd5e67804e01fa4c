import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { IntakeFormList } from './IntakeFormList';

afterEach(() => jest.restoreAllMocks());

const agent = { role: 'agent', membership_id: 'g1', invited_by_id: 'm1' };
const client = { role: 'client', membership_id: 'c1', invited_by_id: 'g1' };
const person = (id: string, full_name: string) => ({ id, full_name, email: `${id}@x.test` });
const summary = (id: string, status: 'draft' | 'signed', title = 'Client intake') => ({
  id,
  title,
  status,
  client: person('c1', 'Casey Client'),
  sender: person('g1', 'Alex Agent'),
  due_at: status === 'draft' ? '2026-12-01T17:00:00.000Z' : null,
  signed_at: status === 'signed' ? '2026-11-22T10:00:00.000Z' : null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  carrier_pdf: false,
  step: null as string | null,
});
const carrier = (id: string, step: string | null, title = 'Life application') => ({
  ...summary(id, step ? 'draft' : 'signed', title),
  carrier_pdf: true,
  step,
});
const formPage = (items: unknown[]) => ({ items, total: items.length, page: 1, size: 20, pages: 1 });

it('lists the forms an agent sent, with their client and status, each opening its review page', async () => {
  mockApi({ 'GET /intake-form/': formPage([summary('f1', 'signed'), summary('f2', 'draft', 'Renewal check')]) });
  renderWithStore(<IntakeFormList />, { user: agent });
  const list = await screen.findByRole('list', { name: 'Intake forms' });
  const signed = within(list).getByRole('link', { name: /^Client intake/ });
  expect(signed).toHaveAttribute('href', '/materials/form-review/f1');
  expect(signed).toHaveTextContent('For Casey Client');
  expect(signed).toHaveTextContent('Signed');
  const waiting = within(list).getByRole('link', { name: /^Renewal check/ });
  expect(waiting).toHaveTextContent('Waiting for signature');
  expect(waiting).toHaveTextContent('due');
  expect(screen.getByRole('button', { name: 'Send a form' })).toBeInTheDocument();
});

it('filters by status through the list call', async () => {
  const calls = mockApi({
    'GET /intake-form/': ({ search }: { search: URLSearchParams }) =>
      formPage(search.get('status') === 'signed' ? [summary('f1', 'signed')] : [summary('f1', 'signed'), summary('f2', 'draft')]),
  });
  renderWithStore(<IntakeFormList />, { user: agent });
  expect(await screen.findAllByRole('link')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Signed' }));
  await screen.findByRole('button', { name: 'Signed', pressed: true });
  // The earlier page stays on screen until the filtered one arrives.
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  expect(calls.at(-1)!.search.get('status')).toBe('signed');
});

it('shows a client the forms to fill in, from whom, and offers no sending', async () => {
  mockApi({ 'GET /intake-form/': formPage([summary('f2', 'draft')]) });
  renderWithStore(<IntakeFormList />, { user: client });
  const link = await screen.findByRole('link', { name: /^Client intake/ });
  expect(link).toHaveTextContent('From Alex Agent');
  expect(link).toHaveTextContent('To fill in');
  expect(screen.queryByRole('button', { name: 'Send a form' })).not.toBeInTheDocument();
});

it('says when there is nothing yet', async () => {
  mockApi({ 'GET /intake-form/': formPage([]) });
  renderWithStore(<IntakeFormList />, { user: client });
  expect(await screen.findByText('No intake forms yet')).toBeInTheDocument();
  expect(screen.getByText('Forms your agent sends you to fill in and sign appear here.')).toBeInTheDocument();
});

it('says why the list could not be loaded', async () => {
  mockApi({
    'GET /intake-form/': () =>
      new Response(JSON.stringify({ detail: 'The forms are resting.' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderWithStore(<IntakeFormList />, { user: agent });
  expect(await screen.findByText('The forms are resting.')).toBeInTheDocument();
});

it('marks carrier PDF forms and says, for each viewer, whose part each is at', async () => {
  const forms = [
    carrier('p1', 'prepare', 'Preparing'),
    carrier('p2', 'client', 'With the client'),
    carrier('p3', 'countersign', 'Countersign'),
    carrier('p4', null, 'Sealed'),
    summary('b1', 'draft', 'Built-in'),
  ];
  const seen = async () => {
    const list = await screen.findByRole('list', { name: 'Intake forms' });
    return within(list)
      .getAllByRole('link')
      .map((link) => [
        link.textContent!.includes('Carrier PDF ·'),
        within(link).getByText(/^[A-Z]/, { selector: '.MuiChip-label' }).textContent,
      ]);
  };
  mockApi({ 'GET /intake-form/': formPage(forms) });
  renderWithStore(<IntakeFormList />, { user: agent });
  expect(await seen()).toEqual([
    [true, 'To prepare'],
    [true, 'Waiting for signature'],
    [true, 'To countersign'],
    [true, 'Signed'],
    [false, 'Waiting for signature'],
  ]);
  cleanup();
  renderWithStore(<IntakeFormList />, { user: client });
  expect(await seen()).toEqual([
    [true, 'Being prepared by the agent'],
    [true, 'To fill in'],
    [true, 'Waiting for countersignature'],
    [true, 'Signed'],
    [false, 'To fill in'],
  ]);
});

it('keeps carrier PDF forms in the status filters', async () => {
  mockApi({
    'GET /intake-form/': ({ search }: { search: URLSearchParams }) =>
      formPage(search.get('status') === 'signed' ? [carrier('p4', null)] : [carrier('p3', 'countersign'), carrier('p4', null)]),
  });
  renderWithStore(<IntakeFormList />, { user: agent });
  expect(await screen.findAllByRole('link')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Signed' }));
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  expect(screen.getByRole('link')).toHaveTextContent('Carrier PDF · For Casey Client');
});
