import { act, render, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while loading takes longer than the throttle and hides after finishing', () => {
    const { rerender } = render(<LoadingBar active={false} />);
    const bar = screen.getByLabelText('Loading page');
    expect(bar).toHaveAttribute('aria-hidden', 'true');

    rerender(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

    rerender(<LoadingBar active={false} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(500));
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(400));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });
});
