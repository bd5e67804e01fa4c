import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { InvitationConfirmPage } from './InvitationConfirmPage';

function renderAt(url: string) {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <InvitationConfirmPage />
      </MemoryRouter>
    </Provider>,
  );
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => jest.restoreAllMocks());

it('shows the company, role and inviter, and continues to the role’s sign-up page', async () => {
  answer(200, {
    email: 'm@x.test',
    role: 'marketer',
    company_name: 'Acme',
    inviter_name: 'Grace Hopper',
    first_name: null,
    last_name: null,
  });
  renderAt('/auth/invitation-confirm?email=m%40x.test&token=t1');
  expect(await screen.findByText('Acme')).toBeInTheDocument();
  expect(screen.getByText('Marketer')).toBeInTheDocument();
  expect(screen.getAllByText(/Grace Hopper/).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Continue to create your account' })).toHaveAttribute(
    'href',
    '/auth/signup-marketer?email=m%40x.test&token=t1',
  );
});

it('explains an invalid invitation and links to sign in', async () => {
  answer(400, { detail: 'This invitation was revoked.' });
  renderAt('/auth/invitation-confirm?email=m%40x.test&token=t1');
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was revoked.');
  expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
});

it('explains a link without its query', () => {
  renderAt('/auth/invitation-confirm');
  expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeInTheDocument();
});

it('says a link refused for too many attempts is throttled, not invalid, and when to try again', async () => {
  answer(429, { detail: 'Too many attempts. Please wait 15 minutes and try again.' });
  renderAt('/auth/invitation-confirm?email=m%40x.test&token=t1');
  expect(await screen.findByRole('heading', { name: 'Too many attempts' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait 15 minutes and try again.');
  expect(screen.queryByRole('heading', { name: 'Invalid invitation link' })).not.toBeInTheDocument();
});
