import { render, screen } from '@testing-library/react';
import { DevAuthPage } from './DevAuthPage';

it('shows the playground title', () => {
  render(<DevAuthPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Auth playground' })).toBeInTheDocument();
});
