import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MemberMaterialsPage } from './MemberMaterialsPage';

it('names whose materials these are and links back to the list', () => {
  render(
    <MemoryRouter>
      <MemberMaterialsPage role="client" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Client materials' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
});
