import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/** Every tag the API layer uses; the generated endpoints are injected into this one API. */
export const TAG_TYPES = [
  'user',
  'health',
  'company',
  'user-company',
  'notification',
  'content',
  'folder',
  'material',
  'intake-form',
  'intake-form-template',
  'meeting',
  'audit',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
