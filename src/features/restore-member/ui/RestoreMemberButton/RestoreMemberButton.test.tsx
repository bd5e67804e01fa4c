import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, renderWithApi } from '../../../../../tests/jest/api-harness';
import { RestoreMemberButton } from './RestoreMemberButton';

afterEach(() => jest.restoreAllMocks());

it('shows the 409 when the upline is archived', async () => {
  renderWithApi(<RestoreMemberButton member={member('a1', 'Abe', 'Gold', 'agent')} />, {
    answer: () => ({ status: 409, body: { detail: 'Restore their upline first, or reassign them.' } }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Restore Abe Gold' }));
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Restore their upline first, or reassign them.');
});
