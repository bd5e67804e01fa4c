import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn, signedOut, userWith } from './test-utils';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => jest.restoreAllMocks());

describe('signing in and out', () => {
  it('signs in and returns to the page that was wanted', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const { pathname } = new URL((input as Request).url);
      if (pathname === '/api/frontend/user/token')
        return json(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' });
      if (pathname === '/api/frontend/user/') return json(200, userWith('agent'));
      return json(404, { detail: 'Not found' });
    });
    const { location, store } = renderApp('/clients/7', { session: signedOut });
    await userEvent.type(await screen.findByLabelText('Email'), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'cascade-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
    expect(location()).toBe('/clients/7');
    expect(store.getState().session.status).toBe('authenticated');
  });

  it("lands a freshly signed-in person on their role's page", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const { pathname } = new URL((input as Request).url);
      if (pathname === '/api/frontend/user/token')
        return json(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' });
      if (pathname === '/api/frontend/user/') return json(200, userWith('marketer'));
      return json(404, { detail: 'Not found' });
    });
    const { location } = renderApp('/auth/login', { session: signedOut });
    await userEvent.type(await screen.findByLabelText('Email'), 'marketer@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'cascade-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
    expect(location()).toBe('/agents');
  });

  it('signs out from the user menu to a plain sign-in page', async () => {
    const { location, store } = renderApp('/clients/7', { session: signedIn('agent') });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for Ada Lovelace\b/ }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Cascade' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(store.getState().session).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });

  it("shows the user's name, role and company in the menu", async () => {
    renderApp('/materials', { session: signedIn('client') });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for Ada Lovelace\b/ }));
    expect(within(screen.getByRole('menu')).getByText('Client · Northwind Insurance')).toBeInTheDocument();
  });
});
