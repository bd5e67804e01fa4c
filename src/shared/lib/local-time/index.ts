export { fromLocalInput, startLabel, toLocalInput } from './local-time';
