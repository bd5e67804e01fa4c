import { validateInvite } from './validate';

it('needs an email and a role', () => {
  expect(validateInvite({})).toEqual({ email: 'Enter the email address to invite.', role: 'Choose a role.' });
  expect(validateInvite({ email: 'a@b.co', role: 'agent' })).toEqual({});
});
