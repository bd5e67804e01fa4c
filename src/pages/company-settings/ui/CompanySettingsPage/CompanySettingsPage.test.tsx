import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CompanySettingsPage } from './CompanySettingsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <CompanySettingsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Company settings are on their way' })).toBeInTheDocument();
});
