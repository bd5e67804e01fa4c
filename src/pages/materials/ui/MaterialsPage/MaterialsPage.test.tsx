import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MaterialsPage } from './MaterialsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MaterialsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Materials' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No materials yet' })).toBeInTheDocument();
});
