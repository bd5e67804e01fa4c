import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ToastProvider } from '@/shared/ui/toast';
import { ThemeProvider } from './styles';
import { createAppRouter } from './router';
import type { AppStore } from './model';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
}

/** The store, persisted preferences, theme, toast area and the router. */
export function App({ store, persistor }: AppProps) {
  // Created on first render, once the toast area exists, so route guards can notify.
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={null} persistor={persistor}>
          <ThemeProvider>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </ThemeProvider>
        </PersistGate>
      </Provider>
    </StrictMode>
  );
}
