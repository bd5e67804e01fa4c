import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui/toast';
import { member, page } from '../../../../../tests/jest/api-harness';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { SendContentDialog } from './SendContentDialog';

const selection = { folderIds: ['f1'], materialIds: ['m1', 'm2'] };
const upline = { id: 'm-up', full_name: 'Mara Marketer', email: 'mara@example.test', role: 'marketer' };
/** The signed-in agent: Mara's downline; Casey and Chris are the agent's clients. */
const agent = {
  id: 'u-agent',
  membership_id: 'm-agent',
  role: 'agent',
  invited_by_id: 'm-up',
  first_name: 'Alex',
  last_name: 'Agent',
};
const client = (id: string, first: string, last: string) => member(id, first, last, 'client', { invited_by_id: 'm-agent' });

function api(refusals: { recipient_id: string | null; reason: string }[] = []) {
  return mockApi({
    'GET /user-company/invited-by/details': upline,
    'GET /user-company/': ({ search }: { search: URLSearchParams }) => {
      const all = [client('c1', 'Casey', 'Client'), client('c2', 'Chris', 'Customer')];
      const name = search.get('full_name')?.toLowerCase();
      return page(name ? all.filter((m) => m.full_name.toLowerCase().includes(name)) : all);
    },
    'POST /content/copy/send': { copied: 3 },
    'POST /content/copy/send/check': { refusals },
    'GET /intake-form-template/': [
      { id: 't1', title: 'Client intake' },
      { id: 't2', title: 'Annual review' },
    ],
    'POST /intake-form/': ({ body }: { body: string }) => ({ id: `form-for-${JSON.parse(body).client_id}` }),
  });
}

afterEach(() => jest.restoreAllMocks());

async function withToasts() {
  render(<ToastProvider />);
  await act(async () => {
    await import('@/shared/ui/toast/ToastHost');
  });
}

describe('SendContentDialog', () => {
  it('says in the dialog why the server refused the send, naming the material, and stays open', async () => {
    const refused = '“Rates.pdf” is waiting for approval: it cannot reach a client until an approver approves it.';
    mockApi({
      'GET /user-company/invited-by/details': upline,
      'GET /user-company/': page([client('c1', 'Casey', 'Client')]),
      'GET /intake-form-template/': [],
      'POST /content/copy/send': () =>
        new Response(JSON.stringify({ detail: refused }), { status: 403, headers: { 'content-type': 'application/json' } }),
    });
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists my upline first, then the members I can see, and finds them by name', async () => {
    api();
    renderWithStore(<SendContentDialog open selection={selection} onClose={() => undefined} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    const list = within(dialog).getByRole('list', { name: 'Recipients' });
    await within(list).findByText('Casey Client');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Mara Marketer', 'Casey Client', 'Chris Customer']);
    expect(within(list).getByText('Your upline')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Find a member'), 'chris');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['Chris Customer']),
    );
    await userEvent.clear(within(dialog).getByLabelText('Find a member'));
    await userEvent.type(within(dialog).getByLabelText('Find a member'), 'nobody');
    expect(await within(dialog).findByText('No member matches.')).toBeInTheDocument();
  });

  it('sends the selection to the chosen recipients and says to whom', async () => {
    await withToasts();
    const calls = api();
    const onSent = jest.fn();
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} onSent={onSent} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mara Marketer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const sent = calls.find((call) => call.path === '/content/copy/send');
    expect(JSON.parse(sent!.body)).toEqual({
      folder_ids: ['f1'],
      material_ids: ['m1', 'm2'],
      recipient_ids: ['c1', 'm-up'],
      view_only: false,
      no_resend: false,
      notify_open: false,
    });
    expect(await screen.findByText('Sent 3 items to Casey Client, Mara Marketer.')).toBeInTheDocument();
  });

  it('keeps the dialog open and shows the reason when the server refuses', async () => {
    await withToasts();
    mockApi({
      'GET /user-company/invited-by/details': upline,
      'GET /user-company/': page([client('c1', 'Casey', 'Client')]),
      'POST /content/copy/send': () => Response.json({ detail: 'You cannot send content to this member.' }, { status: 400 }),
    });
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} />, { user: agent });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The open dialog hides the rest of the page from the accessibility tree, the toast included: find it by its text.
    expect(await screen.findByText('You cannot send content to this member.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers an intake form only while every chosen recipient is a client I may send forms to', async () => {
    api();
    renderWithStore(<SendContentDialog open selection={selection} onClose={() => undefined} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    const formChoice = () => within(dialog).queryByRole('combobox', { name: 'Also send an intake form' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casey Client' }));
    expect(formChoice()).toBeInTheDocument();
    expect(formChoice()).toHaveTextContent('No form');
    // My upline is no client of mine: with them chosen there is no form to send.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mara Marketer' }));
    expect(formChoice()).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mara Marketer' }));
    expect(formChoice()).toBeInTheDocument();
  });

  it('sends the items and a form from the chosen template to each chosen client', async () => {
    await withToasts();
    const calls = api();
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Chris Customer' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Also send an intake form' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Annual review' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(calls.find((call) => call.path === '/content/copy/send')!.body).recipient_ids).toEqual(['c1', 'c2']);
    expect(
      calls.filter((call) => call.path === '/intake-form/' && call.method === 'POST').map((call) => JSON.parse(call.body)),
    ).toEqual([
      { template_id: 't2', client_id: 'c1' },
      { template_id: 't2', client_id: 'c2' },
    ]);
    expect(await screen.findByText('Sent 3 items and an intake form to Casey Client, Chris Customer.')).toBeInTheDocument();
  });

  it('sends no form unless a template is chosen', async () => {
    const calls = api();
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} />, { user: agent });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/content/copy/send')).toBe(true);
    expect(calls.some((call) => call.path === '/intake-form/' && call.method === 'POST')).toBe(false);
  });

  it('greys out a member the gate would refuse, with the reason, and sends the ceilings chosen', async () => {
    const calls = api([
      { recipient_id: 'c2', reason: 'Chris Customer cannot receive “Guide.pdf”: it is only for clients in TX.' },
    ]);
    const onClose = jest.fn();
    renderWithStore(<SendContentDialog open selection={selection} onClose={onClose} />, { user: agent });
    const dialog = screen.getByRole('dialog', { name: 'Send 3 items' });
    expect(await within(dialog).findByText(/it is only for clients in TX/)).toBeInTheDocument();
    const chris = within(dialog).getByRole('checkbox', { name: 'Chris Customer' }).closest('[role="button"]');
    expect(chris).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Casey Client' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /View only/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tell me when they open it' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(calls.find((call) => call.path === '/content/copy/send')!.body);
    expect(body).toMatchObject({ recipient_ids: ['c1'], view_only: true, no_resend: false, notify_open: true });
  });
});
