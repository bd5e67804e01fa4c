import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import { UnsubscribePage } from './UnsubscribePage';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(query: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[`/unsubscribe${query}`]}>
        <UnsubscribePage />
      </MemoryRouter>
    </Provider>,
  );
}

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

it('says what the link stops, changes nothing until the button, then stops it without a session', async () => {
  const what = 'Mail when: your client signed a form you sent';
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      (input as Request).method === 'POST' ? json(200, { what, done: true }) : json(200, { what, done: false }),
    );
  renderPage('?token=abc.def');
  expect(await screen.findByText(what)).toBeInTheDocument();
  expect(fetch.mock.calls.map(([r]) => (r as Request).method)).toEqual(['GET']);
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(/Done: you will no longer get this email/)).toBeInTheDocument();
  const post = fetch.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'POST')!;
  expect(new URL(post.url).searchParams.get('token')).toBe('abc.def');
  expect(post.headers.get('authorization')).toBeNull();
});

it('shows the server’s reason for a changed link', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(400, { detail: 'This unsubscribe link is not valid.' }));
  renderPage('?token=abc.changed');
  expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
});
