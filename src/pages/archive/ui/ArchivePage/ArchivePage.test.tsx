import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArchivePage } from './ArchivePage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <ArchivePage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'The archive is empty' })).toBeInTheDocument();
});
