import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import { ProfileSettingsPage } from './ProfileSettingsPage';

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

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const mailPreferences = {
  kinds: [
    {
      kind: 'form_signed',
      label: 'Your client signed a form you sent',
      channel: 'now',
      default_channel: 'now',
      essential: false,
      essential_reason: null,
    },
  ],
  digest: { frequency: 'daily', hour: 8, time_zone: 'UTC' },
};

/** Answers the mail settings section's own request, and everything else with `answer` (a fresh Response each time). */
function answering(answer: () => Response) {
  return async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.includes('/user/mail-preferences') ? json(200, mailPreferences) : answer();
  };
}

/** The page's requests other than the mail settings section's. */
const pageCalls = (fetch: jest.SpyInstance) =>
  fetch.mock.calls.filter(([input]) => !(input as Request).url.includes('/user/mail-preferences'));

function renderPage() {
  const store = makeStore({ session: { accessToken: 'a', refreshToken: 'r', user, status: 'authenticated' } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProfileSettingsPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

it('shows every section with the user’s details filled in', () => {
  renderPage();
  for (const name of ['Photo', 'Your details', 'Email', 'Password'])
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Ohio');
  expect(screen.getByLabelText(/National Producer Number/)).toBeInTheDocument();
});

it('uploads a photo and shows it at once', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(answering(() => json(200, { ...user, avatar: '/api/frontend/user/avatar/abc' })));
  const store = renderPage();
  await userEvent.upload(screen.getByLabelText('Profile photo'), new File(['x'], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(store.getState().session.user?.avatar).toBe('/api/frontend/user/avatar/abc'));
});

it('changes the password and keeps the new token pair', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(answering(() => json(200, { access_token: 'a2', refresh_token: 'r2', token_type: 'bearer' })));
  const store = renderPage();
  await userEvent.type(screen.getByLabelText(/^Current password/), 'old password');
  await userEvent.type(screen.getByLabelText(/^New password/), 'a new password');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'a new password');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(store.getState().session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', status: 'authenticated' }),
  );
});

it('asks for an email change and says where to look', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(answering(() => json(200, { detail: 'sent' })));
  renderPage();
  await userEvent.type(screen.getByLabelText(/^New email/), 'new@x.test');
  await userEvent.type(screen.getByLabelText(/^Your password/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Check the inbox of new@x.test');
  expect(new URL((pageCalls(fetch)[0]?.[0] as Request).url).searchParams.get('new_email')).toBe('new@x.test');
});

it('signs out everywhere: the server ends every session, then this one ends here', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(answering(() => new Response(null, { status: 204 })));
  const store = renderPage();
  expect(screen.getByRole('region', { name: 'Sessions' })).toHaveTextContent('Signs you out on every device');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
  const request = pageCalls(fetch)[0]?.[0] as Request;
  expect([request.method, new URL(request.url).pathname, request.headers.get('authorization')]).toEqual([
    'POST',
    '/api/frontend/user/sign-out-everywhere',
    'Bearer a',
  ]);
});

it('stays signed in and says so when signing out everywhere fails', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      answering(() => json(500, { detail: 'Something went wrong on our side. Please try again in a moment.' })),
    );
  const store = renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  expect(store.getState().session.status).toBe('authenticated');
});

it('shows the mail settings and turns the digest off, saying so', async () => {
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      answering(() => json(200, { ...mailPreferences, digest: { ...mailPreferences.digest, frequency: 'off' } })),
    );
  renderPage();
  const section = screen.getByRole('region', { name: 'Email notifications' });
  expect(await within(section).findByRole('combobox', { name: 'Your client signed a form you sent' })).toHaveTextContent(
    'Email at once',
  );
  await userEvent.click(within(section).getByRole('combobox', { name: 'Digest' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Off — no digest' }));
  expect(await within(section).findByText(/Saved: digest off/)).toBeInTheDocument();
  const put = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'PUT');
  expect(await put?.json()).toEqual({ digest: { frequency: 'off' } });
});
