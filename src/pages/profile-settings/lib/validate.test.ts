import { validateChangeEmail, validateChangePassword } from './validate';

it('needs the current password and a confirmed new one', () => {
  expect(validateChangePassword({ new_password: 'long enough', confirm_password: 'long enough' })).toEqual({
    current_password: 'Enter your current password.',
  });
  expect(validateChangePassword({ current_password: 'x', new_password: 'long enough', confirm_password: 'nope' })).toEqual({
    confirm_password: 'The passwords do not match.',
  });
});

it('needs an email-shaped new address and the password', () => {
  expect(validateChangeEmail({ new_email: 'nope' })).toEqual({
    new_email: 'Enter an email address like name@company.com.',
    password: 'Enter your password to confirm it is you.',
  });
  expect(validateChangeEmail({ new_email: 'a@b.co', password: 'x' })).toEqual({});
});
