import { jwtExpiry, linkify } from './jwt';

it('reads the expiry of a JWT and ignores anything else', () => {
  const payload = btoa(JSON.stringify({ sub: 'u', exp: 1_800_000_000 })).replace(/=+$/, '');
  expect(jwtExpiry(`h.${payload}.s`)?.toISOString()).toBe(new Date(1_800_000_000_000).toISOString());
  expect(jwtExpiry(null)).toBeNull();
  expect(jwtExpiry('not-a-jwt')).toBeNull();
});

it('finds the links in a mail', () => {
  expect(linkify('Open http://x.test/a?b=1 now')).toEqual([
    { text: 'Open ' },
    { text: 'http://x.test/a?b=1', href: 'http://x.test/a?b=1' },
    { text: ' now' },
  ]);
});
