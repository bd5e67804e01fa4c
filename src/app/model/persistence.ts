import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { preferencesSlice } from '@/entities/preference';
import { rootReducer, type AppStore } from './store';

// Its state adds `_persist` (redux-persist's own bookkeeping, which no selector reads) to the slice's.
const persistedPreferences = persistReducer(
  { key: 'cascade-preferences', version: 1, storage },
  preferencesSlice.reducer,
) as unknown as typeof preferencesSlice.reducer;
const persistors = new WeakMap<AppStore, Persistor>();
const restorations = new WeakMap<Persistor, Promise<void>>();

/**
 * Keeps the preferences across reloads from now on and reads back the kept ones (once per store). Only
 * the signed-in shell needs them (list or grid, the navigation), so it starts this: the sign-in page
 * loads no redux-persist.
 */
export function persistPreferences(store: AppStore): Persistor {
  let persistor = persistors.get(store);
  if (!persistor) {
    rootReducer.inject({ reducerPath: preferencesSlice.reducerPath, reducer: persistedPreferences }, { overrideExisting: true });
    persistor = persistStore(store);
    persistors.set(store, persistor);
  }
  return persistor;
}

/** Whether the kept preferences have been read back into the store (`persistPreferences`). */
export const preferencesRestored = (persistor: Persistor): boolean => persistor.getState().bootstrapped;

/** Settles once the kept preferences have been read back into the store: the same promise every time. */
export function whenPreferencesRestored(persistor: Persistor): Promise<void> {
  let restoration = restorations.get(persistor);
  if (!restoration) {
    restoration = new Promise<void>((resolve) => {
      if (preferencesRestored(persistor)) return resolve();
      const unsubscribe = persistor.subscribe(() => {
        if (!preferencesRestored(persistor)) return;
        unsubscribe();
        resolve();
      });
    });
    restorations.set(persistor, restoration);
  }
  return restoration;
}
