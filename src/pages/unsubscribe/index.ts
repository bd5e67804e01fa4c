export { UnsubscribePage } from './ui/UnsubscribePage/UnsubscribePage';
