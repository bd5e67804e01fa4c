export { FallbackCounterStore, type FallbackEvents, type SharedCounterStore } from './fallback-store.js';
export { MemoryCounterStore } from './memory-store.js';
export type { Counted, CounterStore } from './store.js';
export { Throttle, type Counter, type ThrottleName } from './throttle.js';
