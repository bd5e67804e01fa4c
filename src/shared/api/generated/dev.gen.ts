import { baseApi as api } from "../baseApi";
export const addTagTypes = ["dev"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listOutbox: build.query<ListOutboxApiResponse, ListOutboxApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/dev/outbox`,
          params: {
            to: queryArg.to,
          },
        }),
        providesTags: ["dev"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListOutboxApiResponse =
  /** status 200 Default Response */ OutboxMessage[];
export type ListOutboxApiArg = {
  to?: string;
};
export type OutboxMessage = {
  id: string;
  company_id: string | null;
  to: string;
  subject: string;
  text: string;
  sent_at: string | null;
  error: string | null;
  created_at: string;
};
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export const { useListOutboxQuery, useLazyListOutboxQuery } = injectedRtkApi;
