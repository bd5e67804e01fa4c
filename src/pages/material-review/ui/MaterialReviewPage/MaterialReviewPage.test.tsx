import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MaterialReviewPage } from './MaterialReviewPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MaterialReviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Review material' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Preview is on its way' })).toBeInTheDocument();
});
