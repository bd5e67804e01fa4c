import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
}

/** Placeholder root until the providers and router land. */
export function App({ store }: AppProps) {
  return (
    <Provider store={store}>
      <p>Cascade</p>
    </Provider>
  );
}
