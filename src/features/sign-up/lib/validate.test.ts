import { isLicensedRole, validatePasswords, validateSignUp, validateUserFields } from './validate';

describe('sign-up validation', () => {
  it('requires the names, phone and address', () => {
    expect(Object.keys(validateUserFields({}))).toEqual(['first_name', 'last_name', 'phone', 'address']);
    expect(validateUserFields({ first_name: 'A', last_name: 'B', phone: '12', address: 'x' })).toEqual({
      phone: 'Enter a phone number with at least 7 digits.',
    });
  });

  it('checks the password length and the confirmation', () => {
    expect(validatePasswords({ password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Use at least 8 characters.',
    });
    expect(validatePasswords({ password: 'long enough', confirm_password: 'other' })).toEqual({
      confirm_password: 'The passwords do not match.',
    });
    expect(validatePasswords({ new_password: 'long enough', confirm_password: 'long enough' } as never, 'new_password')).toEqual(
      {},
    );
  });

  it('accepts a complete form', () => {
    expect(
      validateSignUp({
        first_name: 'Ada',
        last_name: 'L',
        phone: '555 0100 22',
        address: '1 Main St',
        password: 'analytical',
        confirm_password: 'analytical',
      }),
    ).toEqual({});
  });

  it('asks for the licence details only from marketers and agents', () => {
    expect(['admin', 'marketer', 'agent', 'client'].map((role) => isLicensedRole(role as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('typed text in the user fields', () => {
  it('refuses what the server refuses, in its words, before sending', () => {
    const errors = validateUserFields({
      first_name: 'evil\u202Efdp',
      last_name: 'Ok',
      phone: '555 0100 22',
      address: 'Line\nbreak',
    });
    expect(errors).toEqual({
      first_name: 'Your first name must not contain control characters, line breaks, text-direction marks or broken characters.',
      address: 'Your address must not contain control characters, line breaks, text-direction marks or broken characters.',
    });
  });
});
