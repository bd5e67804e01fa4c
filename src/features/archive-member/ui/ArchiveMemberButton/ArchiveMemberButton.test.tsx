import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, renderWithApi } from '../../../../../tests/jest/api-harness';
import { ArchiveMemberButton } from './ArchiveMemberButton';

afterEach(() => jest.restoreAllMocks());

it('says what will happen and shows the server’s refusal in the dialog', async () => {
  const calls = renderWithApi(<ArchiveMemberButton member={member('mk1', 'Mara', 'Kent', 'marketer')} />, {
    answer: () => ({ status: 409, body: { detail: "Reassign this marketer's 2 agents before archiving them." } }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Archive Mara Kent' }));
  const dialog = screen.getByRole('dialog', { name: 'Archive Mara Kent?' });
  expect(dialog).toHaveAccessibleDescription(/signed out at once.*restore them from the Archive/);
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Reassign this marketer's 2 agents before archiving them.");
  expect(calls[0]!.method).toBe('DELETE');
  expect(calls[0]!.url.pathname).toBe('/api/frontend/user-company/mk1');
});
