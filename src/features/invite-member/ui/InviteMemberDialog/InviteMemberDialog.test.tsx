import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { InviteMemberDialog } from './InviteMemberDialog';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderDialog(inviterRole: 'admin' | 'marketer', listRole?: 'admin' | 'marketer') {
  const onClose = jest.fn();
  render(
    <Provider store={makeStore()}>
      <InviteMemberDialog open onClose={onClose} inviterRole={inviterRole} listRole={listRole} />
    </Provider>,
  );
  return onClose;
}

jest.setTimeout(15_000);
afterEach(() => jest.restoreAllMocks());

it('starts an admin on the least powerful role they may invite, and sends the invitation', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, { id: 'i1' }));
  const onClose = renderDialog('admin');
  expect(screen.getByRole('radio', { name: 'Marketer' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
  await userEvent.type(screen.getByLabelText(/^Email/), 'm@x.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toEqual({ email: 'm@x.test', role: 'marketer' });
});

it('starts on the role of the list it was opened from', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, { id: 'i1' }));
  const onClose = renderDialog('admin', 'admin');
  expect(screen.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await userEvent.type(screen.getByLabelText(/^Email/), 'a@x.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toEqual({ email: 'a@x.test', role: 'admin' });
});

it('gives a marketer no choice: agents only', () => {
  renderDialog('marketer');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.getByText('They will join as agent.')).toBeInTheDocument();
});

it('shows the server detail', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(409, { detail: 'This person is already a member.' }));
  renderDialog('marketer');
  await userEvent.type(screen.getByLabelText(/^Email/), 'm@x.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This person is already a member.');
});
