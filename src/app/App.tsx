import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/shared/ui/toast';
import { ThemeProvider } from './styles';
import type { AppRouter } from './router';
import type { AppStore } from './model';

export interface AppProps {
  store: AppStore;
  /** Created by `index.tsx` just before the first render (see there why not earlier, nor during it). */
  router: AppRouter;
}

/** The store, theme, toast area and the router. */
export function App({ store, router }: AppProps) {
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
