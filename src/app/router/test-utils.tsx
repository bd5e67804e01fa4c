import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { SessionState } from '@/entities/session';
import type { CurrentUser, Role } from '@/shared/api';
import { ToastProvider } from '@/shared/ui/toast';
import { buildRoutes } from './routes';

export function userWith(role: Role): CurrentUser {
  return {
    id: `u-${role}`,
    membership_id: `m-${role}`,
    email: `${role}@demo.test`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '',
    address: '',
    avatar: null,
    national_producer_number: null,
    has_security_license: null,
    gender: null,
    state: null,
    role,
    invited_by_id: null,
    principal: false,
    company: { id: 'c1', name: 'Northwind Insurance', logo: null },
  };
}

export const signedIn = (role: Role): SessionState => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  user: userWith(role),
  status: 'authenticated',
});
export const signedOut: SessionState = { accessToken: null, refreshToken: null, user: null, status: 'anonymous' };
export const restoring: SessionState = { accessToken: 'access', refreshToken: 'refresh', user: null, status: 'restoring' };

/** The real routes in a memory router, with a real store holding the given session (or the store given). */
export function renderApp(
  path: string,
  {
    session = signedOut,
    devPages = false,
    store = makeStore({ session }),
  }: { session?: SessionState; devPages?: boolean; store?: ReturnType<typeof makeStore> } = {},
) {
  const router = createMemoryRouter(buildRoutes({ devPages, store }), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, location };
}
