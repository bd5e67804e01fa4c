import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { notificationSlice } from '@/entities/notification';
import { preferencesSlice } from '@/entities/preference';
import { sessionSlice, startSessionListeners } from '@/entities/session';
import { startLogoutListeners } from '@/features/logout';
import { startRealtimeListeners } from '@/features/realtime';
import { baseApi } from '@/shared/api';
import { listenerMiddleware } from '@/shared/lib/redux';

/**
 * Only preferences are persisted: the session lives in its cookies (spec §3) and server data is
 * refetched.
 */
const persistedPreferences = persistReducer({ key: 'cascade-preferences', version: 1, storage }, preferencesSlice.reducer);

export const rootReducer = combineSlices(baseApi, sessionSlice, notificationSlice, {
  [preferencesSlice.reducerPath]: persistedPreferences,
}).withLazyLoadedSlices();

startSessionListeners(listenerMiddleware.startListening);
startLogoutListeners(listenerMiddleware.startListening);
startRealtimeListeners(listenerMiddleware.startListening);

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export function makePersistor(store: AppStore) {
  return persistStore(store);
}
