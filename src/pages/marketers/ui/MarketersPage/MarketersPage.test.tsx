import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MarketersPage } from './MarketersPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MarketersPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Marketers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No marketers to show yet' })).toBeInTheDocument();
});
