import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { CompanySignUpPage } from './CompanySignUpPage';

it('names the email the company is registered for and asks for the company and the admin', () => {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/auth/signup-company?token=t1&email=owner%40acme.test']}>
        <CompanySignUpPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Register your company' })).toBeInTheDocument();
  expect(screen.getByText('owner@acme.test')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toBeInTheDocument();
});
