import { makeStore } from '@/app/model';
import { logout } from './logout';

const user = {
  id: 'u1',
  membership_id: 'm1',
  email: 'ada@x.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '5550100',
  address: '1 Main',
  avatar: null,
  national_producer_number: null,
  has_security_license: null,
  gender: null,
  state: 'OH',
  role: 'agent' as const,
  invited_by_id: null,
  principal: false,
  company: { id: 'c1', name: 'Acme', logo: null },
};

const signedIn = () => makeStore({ session: { accessToken: 'a', refreshToken: 'r', user, status: 'authenticated' } });

afterEach(() => jest.restoreAllMocks());

it('ends the session here at once and tells the server to revoke its refresh token', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  const store = signedIn();
  logout(store.dispatch);
  expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null, status: 'anonymous' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const request = fetch.mock.calls[0]?.[0] as Request;
  expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/frontend/user/token/revoke']);
  expect(await request.json()).toEqual({ refresh_token: 'r' });
});

it('still signs out here when the server cannot be reached', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const store = signedIn();
  logout(store.dispatch);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null, user: null, status: 'anonymous' });
});
