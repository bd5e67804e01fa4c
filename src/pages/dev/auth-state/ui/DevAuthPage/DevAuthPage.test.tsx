import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/model';
import { DevAuthPage } from './DevAuthPage';

afterEach(() => jest.restoreAllMocks());

it('shows the session and the outbox with clickable links', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify([
        {
          id: '1',
          company_id: null,
          to: 'a@x.test',
          subject: 'Reset your password',
          text: 'Open http://x.test/auth/password-new?token=t',
          sent_at: null,
          error: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      ]),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );
  render(
    <Provider store={makeStore({ session: { accessToken: null, refreshToken: null, user: null, status: 'anonymous' } })}>
      <DevAuthPage />
    </Provider>,
  );
  expect(screen.getByRole('region', { name: 'Session' })).toHaveTextContent('anonymous');
  expect(screen.getByRole('button', { name: 'Refresh tokens' })).toBeDisabled();
  expect(await screen.findByRole('link', { name: 'http://x.test/auth/password-new?token=t' })).toHaveAttribute(
    'href',
    'http://x.test/auth/password-new?token=t',
  );
});
