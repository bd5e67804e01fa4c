import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { notificationSlice } from '@/entities/notification';
import { preferencesSlice } from '@/entities/preference';
import { sessionSlice, startSessionListeners } from '@/entities/session';
import { startLogoutListeners } from '@/features/logout';
import { startRealtimeListeners } from '@/features/realtime';
import { baseApi } from '@/shared/api';
import { listenerMiddleware } from '@/shared/lib/redux';

/**
 * Only preferences are persisted (redux-persist, started by the signed-in shell: `./persistence.ts`): the
 * session lives in its cookies (spec §3) and server data is refetched.
 */
export const rootReducer = combineSlices(baseApi, sessionSlice, notificationSlice, preferencesSlice).withLazyLoadedSlices();

/**
 * redux-persist's own actions carry its callbacks; the development-time serializability check lets them
 * through. (Its action types, written out: importing them would put redux-persist on the sign-in page.)
 */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((name) => `persist/${name}`);

startSessionListeners(listenerMiddleware.startListening);
startLogoutListeners(listenerMiddleware.startListening);
startRealtimeListeners(listenerMiddleware.startListening);

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
