export { Mutex } from './mutex';
