import { render, screen } from '@testing-library/react';
import { DevAudioAnimationPage } from './DevAudioAnimationPage';

it('shows the playground title', () => {
  render(<DevAudioAnimationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Audio animation' })).toBeInTheDocument();
});
