import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { PendingInvitations } from './PendingInvitations';

const invitation = {
  id: 'i1',
  email: 'm@x.test',
  role: 'marketer',
  first_name: 'Max',
  last_name: null,
  status: 'pending',
  sent_count: 1,
  expires_at: '',
  created_at: '',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => jest.restoreAllMocks());

it('lists my invitations and re-sends or revokes one', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'GET') return json(200, [invitation]);
    return json(200, { ...invitation, sent_count: 2 });
  });
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <PendingInvitations />
    </Provider>,
  );
  expect(await screen.findByText('m@x.test')).toBeInTheDocument();
  expect(screen.getByText(/Marketer · Max/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resend the invitation to m@x.test' }));
  await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to m@x.test' }));
  await waitFor(() => {
    const calls = fetch.mock.calls.map(([r]) => `${(r as Request).method} ${new URL((r as Request).url).pathname}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/frontend/user-company/invitations/i1/resend',
        'DELETE /api/frontend/user-company/invitations/i1',
      ]),
    );
  });
});
