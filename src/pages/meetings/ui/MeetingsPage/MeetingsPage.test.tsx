import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MeetingsPage } from './MeetingsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MeetingsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Meetings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No meeting running' })).toBeInTheDocument();
});
