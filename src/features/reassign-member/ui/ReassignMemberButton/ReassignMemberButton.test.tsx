import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, page, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ReassignMemberButton } from './ReassignMemberButton';

jest.setTimeout(15_000);
afterEach(() => jest.restoreAllMocks());

it('lets an admin pick a marketer for an agent and sends the new upline', async () => {
  const calls = renderWithApi(<ReassignMemberButton member={member('a1', 'Abe', 'Gold', 'agent', { invited_by_id: 'mk1' })} />, {
    answer: ({ method }) => ({
      body:
        method === 'GET'
          ? page([member('mk1', 'Old', 'Boss', 'marketer'), member('mk2', 'New', 'Boss', 'marketer')])
          : member('a1', 'Abe', 'Gold', 'agent'),
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Reassign Abe Gold' }));
  expect(calls.some((c) => c.url.searchParams.get('role') === 'marketer')).toBe(true);
  await userEvent.click(screen.getByRole('combobox', { name: 'New marketer' }));
  expect(await screen.findByRole('option', { name: 'New Boss (new@example.test)' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /Old Boss/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('option', { name: 'New Boss (new@example.test)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toBe(JSON.stringify({ invited_by_id: 'mk2' })));
});

it('is not offered when there is nowhere to move to (the only agent of the viewer is the current upline)', async () => {
  renderWithApi(
    <>
      <ReassignMemberButton member={member('c1', 'Cy', 'Client', 'client', { invited_by_id: 'g1' })} />
      <ReassignMemberButton member={member('c2', 'Di', 'Client', 'client', { invited_by_id: 'g2' })} />
    </>,
    { role: 'marketer', answer: () => ({ body: page([member('g1', 'Only', 'Agent', 'agent')]) }) },
  );
  // Once the agents are known, Di (under another agent) can move to Only Agent; Cy has nowhere to go.
  expect(await screen.findByRole('button', { name: 'Reassign Di Client' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reassign Cy Client' })).not.toBeInTheDocument();
});
