export { persistPreferences, preferencesRestored, whenPreferencesRestored } from './persistence';
export { makeStore, rootReducer } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
