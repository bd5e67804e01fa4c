export { FullPageProgress } from './FullPageProgress';
export type { FullPageProgressProps } from './FullPageProgress';
