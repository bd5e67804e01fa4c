import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProfileSettingsPage } from './ProfileSettingsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <ProfileSettingsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Profile settings are on their way' })).toBeInTheDocument();
});
