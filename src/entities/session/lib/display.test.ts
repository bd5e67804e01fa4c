import { displayName, initialsOf, roleLabel } from './display';

describe('user display', () => {
  it('names a user by first and last name, or by email', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: '', last_name: '', email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('makes initials from the name, or the email', () => {
    expect(initialsOf({ first_name: 'ada', last_name: 'lovelace', email: 'x@y.z' })).toBe('AL');
    expect(initialsOf({ first_name: '', last_name: '', email: 'zoe@example.com' })).toBe('Z');
  });

  it('labels roles for people', () => {
    expect(roleLabel('marketer')).toBe('Marketer');
  });
});
