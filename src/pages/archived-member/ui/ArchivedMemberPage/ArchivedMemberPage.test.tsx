import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArchivedMemberPage } from './ArchivedMemberPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <ArchivedMemberPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Archived member' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Details are on their way' })).toBeInTheDocument();
});
