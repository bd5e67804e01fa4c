import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CompanySignUpPage } from './CompanySignUpPage';

it('names the email the company is registered for', () => {
  render(
    <MemoryRouter initialEntries={['/auth/signup-company?token=t1&email=owner%40acme.test']}>
      <CompanySignUpPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Register your company' })).toBeInTheDocument();
  expect(screen.getByText('owner@acme.test')).toBeInTheDocument();
});
