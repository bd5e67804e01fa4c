import { enhancedApi } from './generated/health.gen';

/** The `health` tag: used by the developer pages to show whether the API answers. */
export const healthApi = enhancedApi;
export const { useReadinessQuery } = healthApi;
