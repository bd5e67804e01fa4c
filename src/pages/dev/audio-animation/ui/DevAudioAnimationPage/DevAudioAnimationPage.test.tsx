import { fireEvent, render, screen, within } from '@testing-library/react';
import { DevAudioAnimationPage } from './DevAudioAnimationPage';

it('shows the playground title, both sources with their meters, and thresholds that follow the sliders', () => {
  render(<DevAudioAnimationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Audio animation' })).toBeInTheDocument();
  const tone = screen.getByRole('region', { name: 'Test tone' });
  expect(within(tone).getByRole('meter', { name: 'Test tone level' })).toHaveAttribute('aria-valuenow', '0');
  expect(within(tone).getByRole('img', { name: 'Test tone is not speaking' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Microphone' })).getByRole('meter', { name: 'Microphone level' }),
  ).toBeInTheDocument();

  const thresholds = screen.getByRole('region', { name: 'Thresholds' });
  expect(within(thresholds).getByText('Starts speaking at: 0.45')).toBeInTheDocument();
  fireEvent.change(within(thresholds).getByRole('slider', { name: /Starts speaking at/ }), { target: { value: '0.6' } });
  expect(within(thresholds).getByText('Starts speaking at: 0.60')).toBeInTheDocument();
  // The lower threshold can never pass the upper one.
  fireEvent.change(within(thresholds).getByRole('slider', { name: /Stops below/ }), { target: { value: '0.9' } });
  expect(within(thresholds).getByText('Stops below: 0.60')).toBeInTheDocument();
});
