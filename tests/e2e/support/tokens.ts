import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';

/**
 * An access token for the member signed in on `page`, signed with the API's secret (the journeys get it
 * as E2E_JWT_SECRET), valid until `expiresAt` (seconds since the epoch; in the past for an expired one).
 */
export async function accessTokenFor(page: Page, expiresAt: number): Promise<string> {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: run the journeys with `npm run test:e2e`.');
  const access = (await page.context().cookies()).find((cookie) => cookie.name === 'access-token');
  if (!access) throw new Error('Nobody is signed in on this page.');
  const claims = JSON.parse(Buffer.from(decodeURIComponent(access.value).split('.')[1]!, 'base64url').toString()) as Record<
    string,
    string
  >;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ uid: claims.uid, cid: claims.cid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setIssuer('cascade')
    .setIssuedAt(Math.min(now, expiresAt) - 60)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/** Puts `token` in the access-token cookie the SPA restores its session from on the next load. */
export async function useAccessToken(page: Page, token: string): Promise<void> {
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: 'access-token', value: token, domain: hostname, path: '/', sameSite: 'Strict' }]);
}
