import { baseApi as api } from "../baseApi";
export const addTagTypes = ["upload"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      createUpload: build.mutation<CreateUploadApiResponse, CreateUploadApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/material/uploads/`,
            method: "POST",
            headers: {
              "tus-resumable": queryArg["tus-resumable"],
              "upload-length": queryArg["upload-length"],
              "upload-metadata": queryArg["upload-metadata"],
            },
          }),
          invalidatesTags: ["upload"],
        },
      ),
      getUpload: build.query<GetUploadApiResponse, GetUploadApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/material/uploads/${queryArg.uploadId}`,
        }),
        providesTags: ["upload"],
      }),
      appendUpload: build.mutation<AppendUploadApiResponse, AppendUploadApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/material/uploads/${queryArg.uploadId}`,
            method: "PATCH",
            body: queryArg.body,
            headers: {
              "tus-resumable": queryArg["tus-resumable"],
              "upload-offset": queryArg["upload-offset"],
              "content-length": queryArg["content-length"],
            },
          }),
          invalidatesTags: ["upload"],
        },
      ),
      terminateUpload: build.mutation<
        TerminateUploadApiResponse,
        TerminateUploadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/uploads/${queryArg.uploadId}`,
          method: "DELETE",
          headers: {
            "tus-resumable": queryArg["tus-resumable"],
          },
        }),
        invalidatesTags: ["upload"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type CreateUploadApiResponse = unknown;
export type CreateUploadApiArg = {
  /** The protocol version: 1.0.0 */
  "tus-resumable": string;
  /** The size of the whole file in bytes */
  "upload-length": string;
  /** Comma-separated `key base64(value)` pairs: `filename` (the material title), `filetype` (media type), `folder_id` (my folder, absent for the root) */
  "upload-metadata"?: string;
};
export type GetUploadApiResponse = /** status 200 The upload */ ResumableUpload;
export type GetUploadApiArg = {
  /** The upload id */
  uploadId: string;
};
export type AppendUploadApiResponse = unknown;
export type AppendUploadApiArg = {
  /** The upload id */
  uploadId: string;
  /** The protocol version: 1.0.0 */
  "tus-resumable": string;
  /** Where these bytes start: the offset the server last reported */
  "upload-offset": string;
  /** The bytes this request brings */
  "content-length": string;
  body: Blob;
};
export type TerminateUploadApiResponse = unknown;
export type TerminateUploadApiArg = {
  /** The upload id */
  uploadId: string;
  /** The protocol version: 1.0.0 */
  "tus-resumable": string;
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
export type ResumableUpload = {
  id: string;
  file_name: string;
  length: number;
  /** Bytes the server holds for certain */
  offset: number;
  expires_at: string;
  /** Set once the last byte made the material */
  material_id: string | null;
};
export const {
  useCreateUploadMutation,
  useGetUploadQuery,
  useLazyGetUploadQuery,
  useAppendUploadMutation,
  useTerminateUploadMutation,
} = injectedRtkApi;
