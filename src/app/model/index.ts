export { makePersistor, makeStore, rootReducer } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
