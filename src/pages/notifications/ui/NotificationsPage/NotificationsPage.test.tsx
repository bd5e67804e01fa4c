import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsPage } from './NotificationsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'You’re all caught up' })).toBeInTheDocument();
});
