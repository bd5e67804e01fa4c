export { TabBar } from './TabBar';
export type { TabBarProps, TabOption } from './TabBar';
