/**
 * The page loading bar's timing, after Nuxt's loading indicator:
 * - start(): the bar appears only if loading is still going on after `throttleMs`;
 * - while shown, progress eases towards 100% (≈70% after `durationMs`, never reaching it);
 * - finish(): progress jumps to 100%, the bar hides after `hideDelayMs` and resets to 0 `resetDelayMs` later.
 * A finish before the throttle has passed never shows the bar.
 */
export interface LoadingBarTiming {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
  resetDelayMs: number;
}

export interface LoadingBarState {
  /** 0–100. */
  progress: number;
  visible: boolean;
}

export interface LoadingBarController {
  start(): void;
  finish(): void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** How often the eased progress is recomputed while the bar is shown. */
export const LOADING_BAR_TICK_MS = 100;

/** Progress after `elapsed` ms of an estimated `duration`: fast at first, slower as it nears 100. */
export function estimatedProgress(durationMs: number, elapsedMs: number): number {
  const completion = (elapsedMs / durationMs) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

export function createLoadingBar(timing: LoadingBarTiming): LoadingBarController {
  let state: LoadingBarState = { progress: 0, visible: false };
  const listeners = new Set<() => void>();
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let running = false;

  const set = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const clearAll = () => {
    clearTimeout(throttleTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    clearInterval(tick);
    throttleTimer = hideTimer = resetTimer = tick = undefined;
  };

  const show = () => {
    const shownAt = Date.now();
    set({ visible: true, progress: 0 });
    tick = setInterval(() => {
      set({ progress: estimatedProgress(timing.durationMs, Date.now() - shownAt) });
    }, LOADING_BAR_TICK_MS);
  };

  return {
    start() {
      clearAll();
      running = true;
      set({ progress: 0 });
      if (timing.throttleMs > 0) throttleTimer = setTimeout(show, timing.throttleMs);
      else show();
    },
    finish() {
      if (!running) return;
      running = false;
      clearAll();
      set({ progress: 100 });
      hideTimer = setTimeout(() => {
        set({ visible: false });
        resetTimer = setTimeout(() => set({ progress: 0 }), timing.resetDelayMs);
      }, timing.hideDelayMs);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearAll();
      listeners.clear();
    },
  };
}
