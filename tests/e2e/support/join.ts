import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './identity';

export type Invitable = 'admin' | 'marketer' | 'agent' | 'client';

/** `token`'s holder invites someone, who signs up with the mailed link; answers their membership id, email and token. */
export async function join(request: APIRequestContext, token: string, role: Invitable, first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  const invited = await request.post('/api/frontend/user-company/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await request.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(email)}`);
  const mailToken = /token=([A-Za-z0-9_.~-]+)/.exec(await outbox.text())?.[1];
  expect(mailToken, 'an invitation link in the mail').toBeTruthy();
  const signUp = await request.post('/api/frontend/user/', {
    multipart: {
      email,
      token: mailToken!,
      first_name: first,
      last_name: last,
      phone: '555-0100',
      address: '1 Journey Road',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const tokens = (await signUp.json()) as { access_token: string };
  const me = await request.get('/api/frontend/user/', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  const { membership_id: id } = (await me.json()) as { membership_id: string };
  return { id, email, token: tokens.access_token };
}
