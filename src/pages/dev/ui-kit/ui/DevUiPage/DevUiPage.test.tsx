import { render, screen } from '@testing-library/react';
import { DevUiPage } from './DevUiPage';

it('shows every part of the UI kit', () => {
  render(<DevUiPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
  for (const name of ['Palette', 'Typography', 'Buttons', 'Toasts', 'Select menu']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
});
