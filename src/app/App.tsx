import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/shared/ui/toast';
import { ThemeProvider } from './styles';
import { createAppRouter } from './router';
import type { AppStore } from './model';

export interface AppProps {
  store: AppStore;
}

/** The store, theme, toast area and the router. */
export function App({ store }: AppProps) {
  // Created on first render, once the toast area exists, so route guards can notify.
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
