import { LOADING_BAR } from '@/shared/config';
import { createLoadingBar, estimatedProgress } from './loading-bar';

describe('loading bar timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only once the throttle has passed', () => {
    const bar = createLoadingBar(LOADING_BAR);
    bar.start();
    jest.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
  });

  it('never shows when loading finishes within the throttle', () => {
    const bar = createLoadingBar(LOADING_BAR);
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    bar.start();
    jest.advanceTimersByTime(150);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(seen).not.toContain(true);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('eases progress over the duration without reaching 100', () => {
    const bar = createLoadingBar(LOADING_BAR);
    bar.start();
    jest.advanceTimersByTime(200 + 500);
    const early = bar.getState().progress;
    jest.advanceTimersByTime(1500);
    const atDuration = bar.getState().progress;
    jest.advanceTimersByTime(60_000);
    const late = bar.getState().progress;
    expect(early).toBeGreaterThan(0);
    expect(atDuration).toBeCloseTo(estimatedProgress(2000, 2000), 0);
    expect(atDuration).toBeGreaterThan(early);
    expect(late).toBeGreaterThan(atDuration);
    expect(late).toBeLessThan(100);
  });

  it('finishes at 100%, hides after the hide delay and resets after the reset delay', () => {
    const bar = createLoadingBar(LOADING_BAR);
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    jest.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    jest.advanceTimersByTime(1);
    expect(bar.getState().progress).toBe(0);
  });

  it('restarts cleanly when a new navigation starts while hiding', () => {
    const bar = createLoadingBar(LOADING_BAR);
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    bar.start();
    expect(bar.getState().progress).toBe(0);
    jest.advanceTimersByTime(600);
    expect(bar.getState().visible).toBe(true);
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('ignores a finish without a start', () => {
    const bar = createLoadingBar(LOADING_BAR);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });
});
