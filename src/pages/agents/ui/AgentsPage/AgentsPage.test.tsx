import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AgentsPage } from './AgentsPage';

it('shows the page title and an honest empty state', () => {
  render(
    <MemoryRouter>
      <AgentsPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No agents to show yet' })).toBeInTheDocument();
});
