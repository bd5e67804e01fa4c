export { forceLightColorMode } from './color-mode';
export { initSentry } from './sentry';
export { useRemoveStaticShell } from './static-shell';
