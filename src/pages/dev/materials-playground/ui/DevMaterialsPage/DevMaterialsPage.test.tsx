import { render, screen } from '@testing-library/react';
import { DevMaterialsPage } from './DevMaterialsPage';

it('shows the playground title', () => {
  render(<DevMaterialsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Materials playground' })).toBeInTheDocument();
});
