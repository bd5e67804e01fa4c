import { render, screen } from '@testing-library/react';
import { FormError } from './FormError';

it('announces the problem', () => {
  render(<FormError>The email or password is not right.</FormError>);
  expect(screen.getByRole('alert')).toHaveTextContent('The email or password is not right.');
});
