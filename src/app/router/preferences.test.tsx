import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './test-utils';

const KEY = 'persist:cascade-preferences';

afterEach(() => localStorage.clear());

it('the signed-in shell reads back the list or grid choice kept from an earlier visit', async () => {
  localStorage.setItem(
    KEY,
    JSON.stringify({ navigationCollapsed: 'false', contentView: '"grid"', _persist: '{"version":1,"rehydrated":true}' }),
  );
  renderApp('/materials', { session: signedIn('agent') });
  expect(await screen.findByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
});

it('keeps the choice made for the next visit', async () => {
  renderApp('/materials', { session: signedIn('agent') });
  await userEvent.click(await screen.findByRole('button', { name: 'Grid view' }));
  expect(await screen.findByRole('button', { name: 'Grid view', pressed: true })).toBeInTheDocument();
  await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').contentView).toBe('"grid"'));
});
