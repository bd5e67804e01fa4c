import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClientDetailsPage } from './ClientDetailsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <ClientDetailsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Details are on their way' })).toBeInTheDocument();
});
