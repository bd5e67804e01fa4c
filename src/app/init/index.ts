export { forceLightColorMode } from './color-mode';
export { initSentry } from './sentry';
