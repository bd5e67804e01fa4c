export { createLoadingBar, estimatedProgress, LOADING_BAR_TICK_MS } from './loading-bar';
export type { LoadingBarController, LoadingBarState, LoadingBarTiming } from './loading-bar';
