import { enhancedApi } from './generated/dev.gen';

/** The `dev` tag: the mail outbox, for the developer pages (only when the API has DEV_OUTBOX on). */
export const devApi = enhancedApi;

export const { useListOutboxQuery } = devApi;
export type { OutboxMessage } from './generated/dev.gen';
