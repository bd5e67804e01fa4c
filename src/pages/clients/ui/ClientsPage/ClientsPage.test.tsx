import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClientsPage } from './ClientsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <ClientsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No clients to show yet' })).toBeInTheDocument();
});
