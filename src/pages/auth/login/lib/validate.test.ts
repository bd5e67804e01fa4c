import { isEmailShaped, validateSignIn } from './validate';

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({})).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
    expect(validateSignIn({ email: '   ', password: '' }).email).toBe('Enter your email address.');
  });

  it('checks the email shape', () => {
    expect(validateSignIn({ email: 'ada', password: 'x' })).toEqual({ email: 'Enter an email address like name@company.com.' });
    expect(validateSignIn({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });

  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['spaces in@example.com', false],
    ['missing@tld', false],
  ])('%s is email-shaped: %s', (value, expected) => {
    expect(isEmailShaped(value)).toBe(expected);
  });
});
