export { listenerMiddleware } from './listener';
export type { StartListening } from './listener';
