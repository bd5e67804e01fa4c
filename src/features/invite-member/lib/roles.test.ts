import { invitableRoles } from './roles';
import { validateInvite } from './validate';

it('lets each role invite the one below it (admins also admins)', () => {
  expect(invitableRoles('admin')).toEqual(['admin', 'marketer']);
  expect(invitableRoles('marketer')).toEqual(['agent']);
  expect(invitableRoles('agent')).toEqual(['client']);
  expect(invitableRoles('client')).toEqual([]);
});

it('needs an email and a role', () => {
  expect(validateInvite({})).toEqual({ email: 'Enter the email address to invite.', role: 'Choose a role.' });
  expect(validateInvite({ email: 'a@b.co', role: 'agent' })).toEqual({});
});
