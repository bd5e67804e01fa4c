import { baseApi as api } from "../baseApi";
export const addTagTypes = ["health"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      liveness: build.query<LivenessApiResponse, LivenessApiArg>({
        query: () => ({ url: `/api/frontend/health/live` }),
        providesTags: ["health"],
      }),
      readiness: build.query<ReadinessApiResponse, ReadinessApiArg>({
        query: () => ({ url: `/api/frontend/health/ready` }),
        providesTags: ["health"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type LivenessApiResponse = /** status 200 Default Response */ {
  status: string;
};
export type LivenessApiArg = void;
export type ReadinessApiResponse = /** status 200 Default Response */ {
  status: string;
};
export type ReadinessApiArg = void;
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export const {
  useLivenessQuery,
  useLazyLivenessQuery,
  useReadinessQuery,
  useLazyReadinessQuery,
} = injectedRtkApi;
