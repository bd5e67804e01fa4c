import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from './CompanyLogo';

it('shows the logo with the company name as its text alternative', () => {
  render(<CompanyLogo company={{ name: 'Acme', logo: 'https://example.com/logo' }} />);
  expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', 'https://example.com/logo');
});

it('shows the company initial when there is no logo', () => {
  render(<CompanyLogo company={{ name: ' northwind', logo: null }} />);
  expect(screen.getByRole('img', { name: 'northwind (no logo)' })).toHaveTextContent('N');
});

it('falls back to the initial when the logo cannot be loaded', () => {
  render(<CompanyLogo company={{ name: 'Acme', logo: 'https://example.com/gone' }} />);
  fireEvent.error(screen.getByRole('img', { name: 'Acme logo' }));
  expect(screen.getByRole('img', { name: 'Acme (no logo)' })).toHaveTextContent('A');
});

it('is hidden from assistive technology when decorative', () => {
  render(<CompanyLogo company={{ name: 'Acme', logo: 'https://example.com/logo' }} decorative />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
