import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import type { Role } from '@/shared/api';
import { InviteMemberButton } from './InviteMemberButton';

const user = (role: Role) => ({
  id: 'u',
  membership_id: 'm',
  email: 'a@x.test',
  first_name: 'A',
  last_name: 'B',
  phone: '',
  address: '',
  avatar: null,
  national_producer_number: null,
  has_security_license: null,
  gender: null,
  state: null,
  role,
  invited_by_id: null,
  principal: false,
  company: { id: 'c', name: 'Acme', logo: null },
});

function renderAs(role: Role, listRole?: Role) {
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: user(role), status: 'authenticated' } })}>
      <InviteMemberButton listRole={listRole} />
    </Provider>,
  );
}

it('opens the invite dialog', async () => {
  renderAs('agent');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(screen.getByRole('dialog', { name: 'Invite a member' })).toBeInTheDocument();
  expect(screen.getByText('They will join as client.')).toBeInTheDocument();
});

it('is absent for clients, who invite nobody', () => {
  renderAs('client');
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
});

it('is absent on a list of a role the viewer cannot invite (a marketer on the marketers page)', () => {
  renderAs('marketer', 'marketer');
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
});

it('opens on the role of the list: an admin on the admins list invites an admin', async () => {
  renderAs('admin', 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  expect(screen.getByRole('radio', { name: 'Admin' })).toBeChecked();
});
