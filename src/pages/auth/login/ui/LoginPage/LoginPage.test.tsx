import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { LoginPage } from './LoginPage';

it('asks for email and password', () => {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Cascade' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
