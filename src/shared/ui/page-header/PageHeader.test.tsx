import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageHeader } from './PageHeader';

it('renders the page title as the level-one heading', () => {
  render(<PageHeader title="Clients" description="People you serve." actions={<button>Invite client</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByText('People you serve.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Invite client' })).toBeInTheDocument();
});

it('links back to the list the page belongs to', () => {
  render(
    <MemoryRouter>
      <PageHeader title="Client" back={{ to: '/clients', label: 'All clients' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
});
