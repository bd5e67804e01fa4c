import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MeetingPage } from './MeetingPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <MeetingPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Meeting' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'The room is getting ready' })).toBeInTheDocument();
});
