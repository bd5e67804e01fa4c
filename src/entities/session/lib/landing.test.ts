import { landingPathFor } from './landing';

describe('landingPathFor', () => {
  it.each([
    ['admin', '/marketers'],
    ['marketer', '/agents'],
    ['agent', '/clients'],
    ['client', '/materials'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(landingPathFor(role)).toBe(path);
  });

  it('sends an unknown role to materials', () => {
    expect(landingPathFor(undefined)).toBe('/materials');
  });
});
