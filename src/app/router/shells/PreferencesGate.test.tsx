import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { selectContentView } from '@/entities/preference';
import { makeStore, persistPreferences, whenPreferencesRestored } from '@/app/model';
import { PreferencesGate } from './PreferencesGate';

const KEY = 'persist:cascade-preferences';

afterEach(() => localStorage.clear());

/** Notes the list-or-grid choice it was rendered with, every time. */
function ShowsView({ seen }: { seen: string[] }) {
  const view = useSelector(selectContentView);
  seen.push(view);
  return <p>View: {view}</p>;
}

it('shows the page only once the kept preferences are back, never with the defaults first', async () => {
  localStorage.setItem(KEY, JSON.stringify({ contentView: '"grid"', _persist: '{"version":1,"rehydrated":true}' }));
  const store = makeStore();
  const persistor = persistPreferences(store);
  const seen: string[] = [];
  await act(async () => {
    render(
      <Provider store={store}>
        <PreferencesGate persistor={persistor}>
          <ShowsView seen={seen} />
        </PreferencesGate>
      </Provider>,
    );
  });
  expect(await screen.findByText('View: grid')).toBeInTheDocument();
  expect(seen.length).toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set(['grid']));
});

it('shows the page at once when the preferences were already read back', async () => {
  const store = makeStore();
  const persistor = persistPreferences(store);
  await act(() => whenPreferencesRestored(persistor));
  render(
    <Provider store={store}>
      <PreferencesGate persistor={persistor}>
        <ShowsView seen={[]} />
      </PreferencesGate>
    </Provider>,
  );
  // Rendered in the same commit as the gate: no suspending, no fallback in between.
  expect(screen.getByText('View: list')).toBeInTheDocument();
});
