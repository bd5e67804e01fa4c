import { render, screen } from '@testing-library/react';
import { FullPageProgress } from './FullPageProgress';

it('announces what is loading', () => {
  render(<FullPageProgress label="Restoring your session" />);
  expect(screen.getByRole('progressbar', { name: 'Restoring your session' })).toBeInTheDocument();
});
