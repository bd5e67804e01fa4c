import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './test-utils';

const ARCHIVED = 'Your access to Northwind Insurance was archived. Ask the person who invited you to restore it.';

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

it('tells a member archived meanwhile why they are back on the sign-in page, on their next click', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const detail = url.pathname.endsWith('/user/token/refresh') ? 'Your session has expired. Please sign in again.' : ARCHIVED;
    return new Response(JSON.stringify({ detail }), { status: 401, headers: { 'content-type': 'application/json' } });
  });
  const { location } = renderApp('/clients', { session: signedIn('agent') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Cascade' })).toBeInTheDocument();
  expect(location()).toMatch(/^\/auth\/login/);
  expect(screen.getByRole('status')).toHaveTextContent(ARCHIVED);

  // The notice stays while they type their credentials again.
  await userEvent.type(screen.getByLabelText(/^Email/), 'agent@demo.test');
  expect(screen.getByRole('status')).toHaveTextContent(ARCHIVED);
});
