export { lazyComponent } from './lazy-component';
export type { LazyComponent } from './lazy-component';
