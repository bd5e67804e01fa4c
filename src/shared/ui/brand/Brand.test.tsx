import { render, screen } from '@testing-library/react';
import { Brand } from './Brand';

it('shows the product name and an optional caption', () => {
  render(<Brand caption="Northwind Insurance" />);
  expect(screen.getByText('Cascade')).toBeInTheDocument();
  expect(screen.getByText('Northwind Insurance')).toBeInTheDocument();
});
