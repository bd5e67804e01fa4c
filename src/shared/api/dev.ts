import { enhancedApi } from './generated/dev.gen';

/** The `dev` tag: the mail outbox and the mail previews, for the developer pages (only when the API has DEV_OUTBOX on). */
export const devApi = enhancedApi;

export const { useListOutboxQuery, useListMailSamplesQuery } = devApi;
export type { OutboxMessage, ListMailSamplesApiResponse } from './generated/dev.gen';
