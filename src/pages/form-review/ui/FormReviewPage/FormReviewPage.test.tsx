import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormReviewPage } from './FormReviewPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <FormReviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Review intake form' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Form review is on its way' })).toBeInTheDocument();
});
