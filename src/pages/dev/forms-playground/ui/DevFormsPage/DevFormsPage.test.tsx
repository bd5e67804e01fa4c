import { render, screen } from '@testing-library/react';
import { DevFormsPage } from './DevFormsPage';

it('shows the playground title', () => {
  render(<DevFormsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Forms playground' })).toBeInTheDocument();
});
