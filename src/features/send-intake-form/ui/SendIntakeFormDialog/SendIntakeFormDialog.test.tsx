import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { SendIntakeFormDialog } from './SendIntakeFormDialog';

afterEach(() => jest.restoreAllMocks());

const agent = { role: 'agent', membership_id: 'g1', invited_by_id: 'm1' };
const member = (id: string, full_name: string, invited_by_id: string) => ({
  id,
  user_id: `u-${id}`,
  role: 'client',
  invited_by_id,
  first_name: full_name.split(' ')[0],
  last_name: full_name.split(' ')[1],
  full_name,
  email: `${id}@x.test`,
  phone: '',
  avatar: null,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
});
const templates = [
  { id: 't1', title: 'Client intake — life and health insurance' },
  { id: 't2', title: 'Annual review' },
];

it('sends a chosen template to a chosen client (only clients one may send forms to) and opens the form', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': templates,
    'GET /user-company/': {
      items: [member('c1', 'Casey Client', 'g1'), member('c9', 'Other Client', 'g2')],
      total: 2,
      page: 1,
      size: 100,
      pages: 1,
    },
    'POST /intake-form/': { id: 'f-new' },
  });
  renderWithStore(<SendIntakeFormDialog open onClose={() => undefined} />, { user: agent, route: '/' });
  const dialog = await screen.findByRole('dialog', { name: 'Send an intake form' });
  const send = within(dialog).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Casey Client · c1@x.test']);
  await userEvent.click(options[0]!);
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Annual review' }));
  await userEvent.click(send);
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(post!.body)).toEqual({ template_id: 't2', client_id: 'c1' });
});

it('sends to the given client without asking, and says why a send was refused', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': templates,
    'POST /intake-form/': () =>
      new Response(JSON.stringify({ detail: 'This template is archived; restore it or choose another.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderWithStore(<SendIntakeFormDialog open onClose={() => undefined} client={{ id: 'c1', name: 'Casey Client' }} />, {
    user: agent,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Send an intake form to Casey Client' });
  expect(within(dialog).queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  await within(dialog).findByText('Client intake — life and health insurance');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('This template is archived; restore it or choose another.')).toBeInTheDocument();
  expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ template_id: 't1', client_id: 'c1' });
  expect(calls.some((c) => c.path === '/user-company/')).toBe(false);
});
