import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('writes, reads and deletes a cookie', () => {
    writeCookie('access-token', 'a.b=c', 60);
    expect(readCookie('access-token')).toBe('a.b=c');
    deleteCookie('access-token');
    expect(readCookie('access-token')).toBeNull();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    writeCookie('refresh-token', 'r', 60);
    expect(readCookie('token')).toBeNull();
    expect(readCookie('refresh-token')).toBe('r');
    deleteCookie('refresh-token');
  });
});
