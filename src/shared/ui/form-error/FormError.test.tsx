import { render, screen } from '@testing-library/react';
import { FormError } from './FormError';

it('announces the problem', () => {
  render(<FormError>The email or password is not right.</FormError>);
  expect(screen.getByRole('alert')).toHaveTextContent('The email or password is not right.');
});

it('announces a warning politely, as a status rather than an alert', () => {
  render(<FormError severity="warning">Your access was archived.</FormError>);
  expect(screen.getByRole('status')).toHaveTextContent('Your access was archived.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
