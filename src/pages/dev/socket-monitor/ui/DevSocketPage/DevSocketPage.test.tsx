import { render, screen } from '@testing-library/react';
import { DevSocketPage } from './DevSocketPage';

it('shows the playground title', () => {
  render(<DevSocketPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Socket playground' })).toBeInTheDocument();
});
