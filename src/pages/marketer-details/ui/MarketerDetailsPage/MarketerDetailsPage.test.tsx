import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MarketerDetailsPage } from './MarketerDetailsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MarketerDetailsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Marketer' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Details are on their way' })).toBeInTheDocument();
});
