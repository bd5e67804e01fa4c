import { baseApi as api } from "../baseApi";
export const addTagTypes = ["intake-form-template"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listFormTemplates: build.query<
        ListFormTemplatesApiResponse,
        ListFormTemplatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/`,
          params: {
            include_archived: queryArg.includeArchived,
          },
        }),
        providesTags: ["intake-form-template"],
      }),
      createFormTemplate: build.mutation<
        CreateFormTemplateApiResponse,
        CreateFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/`,
          method: "POST",
          body: queryArg.formTemplateInput,
        }),
        invalidatesTags: ["intake-form-template"],
      }),
      getFormTemplate: build.query<
        GetFormTemplateApiResponse,
        GetFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/${queryArg.templateId}`,
        }),
        providesTags: ["intake-form-template"],
      }),
      updateFormTemplate: build.mutation<
        UpdateFormTemplateApiResponse,
        UpdateFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/${queryArg.templateId}`,
          method: "PUT",
          body: queryArg.formTemplateInput,
        }),
        invalidatesTags: ["intake-form-template"],
      }),
      archiveFormTemplate: build.mutation<
        ArchiveFormTemplateApiResponse,
        ArchiveFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/${queryArg.templateId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["intake-form-template"],
      }),
      uploadPdfFormTemplate: build.mutation<
        UploadPdfFormTemplateApiResponse,
        UploadPdfFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/pdf`,
          method: "POST",
          body: queryArg.pdfTemplateUpload,
        }),
        invalidatesTags: ["intake-form-template"],
      }),
      updatePdfFormTemplate: build.mutation<
        UpdatePdfFormTemplateApiResponse,
        UpdatePdfFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/${queryArg.templateId}/pdf`,
          method: "PUT",
          body: queryArg.pdfTemplateInput,
        }),
        invalidatesTags: ["intake-form-template"],
      }),
      downloadPdfFormTemplate: build.query<
        DownloadPdfFormTemplateApiResponse,
        DownloadPdfFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/pdf/${queryArg.versionId}`,
        }),
        providesTags: ["intake-form-template"],
      }),
      restoreFormTemplate: build.mutation<
        RestoreFormTemplateApiResponse,
        RestoreFormTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form-template/${queryArg.templateId}/restore`,
          method: "PUT",
        }),
        invalidatesTags: ["intake-form-template"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListFormTemplatesApiResponse =
  /** status 200 Default Response */ FormTemplateList;
export type ListFormTemplatesApiArg = {
  includeArchived?: boolean;
};
export type CreateFormTemplateApiResponse =
  /** status 201 Default Response */ FormTemplate;
export type CreateFormTemplateApiArg = {
  formTemplateInput: {
    title: string;
    description: string;
    sections: FormSectionInput[];
  };
};
export type GetFormTemplateApiResponse =
  /** status 200 Default Response */ FormTemplate;
export type GetFormTemplateApiArg = {
  templateId: string;
};
export type UpdateFormTemplateApiResponse =
  /** status 200 Default Response */ FormTemplate;
export type UpdateFormTemplateApiArg = {
  templateId: string;
  formTemplateInput: {
    title: string;
    description: string;
    sections: FormSectionInput[];
  };
};
export type ArchiveFormTemplateApiResponse =
  /** status 200 Default Response */ FormTemplate;
export type ArchiveFormTemplateApiArg = {
  templateId: string;
};
export type UploadPdfFormTemplateApiResponse =
  /** status 201 Default Response */ FormTemplate;
export type UploadPdfFormTemplateApiArg = {
  pdfTemplateUpload: {
    /** Send it before the file. */
    title: string;
    description?: string;
    /** The carrier’s PDF (at most 30 MB). */
    file: Blob;
  };
};
export type UpdatePdfFormTemplateApiResponse =
  /** status 200 Default Response */ FormTemplate;
export type UpdatePdfFormTemplateApiArg = {
  templateId: string;
  pdfTemplateInput: {
    title: string;
    description: string;
    fields: PdfFormFieldInput[];
  };
};
export type DownloadPdfFormTemplateApiResponse =
  /** status 200 The carrier’s blank PDF */ Blob;
export type DownloadPdfFormTemplateApiArg = {
  versionId: string;
};
export type RestoreFormTemplateApiResponse =
  /** status 200 Default Response */ FormTemplate;
export type RestoreFormTemplateApiArg = {
  templateId: string;
};
export type FormField = {
  /** Names the answer; lower-case letters, digits and _. */
  key: string;
  kind:
    | "short_text"
    | "long_text"
    | "email"
    | "phone"
    | "date"
    | "number"
    | "currency"
    | "single_choice"
    | "multiple_choice"
    | "yes_no"
    | "us_state"
    | "sensitive";
  label: string;
  help?: string;
  required: boolean;
  options?: string[];
  min?: number;
  max?: number;
  /** A rule set beyond the kind: `ssn` on a sensitive field, `birth_date` on a date field. */
  format?: "ssn" | "birth_date";
  /** Who fills it on a carrier PDF form: the client, or the agent who sends it. Built-in forms: the client. */
  party?: "client" | "agent";
};
export type FormSection = {
  id: string;
  title: string;
  description?: string;
  fields: FormField[];
};
export type PdfRect = {
  /** The page, counted from 1. */
  page: number;
  /** PDF points from the left edge. */
  x: number;
  /** PDF points from the bottom edge. */
  y: number;
  width: number;
  height: number;
};
export type PdfFormField = {
  key: string;
  label: string;
  kind:
    | "text"
    | "multi_line"
    | "date"
    | "number"
    | "checkbox"
    | "radio"
    | "dropdown"
    | "signature"
    | "initials";
  required: boolean;
  /** Who fills it: the client, or the sending agent. */
  party: "client" | "agent";
  /** Rules beyond the kind: ssn, phone or email on text; birth_date on date; currency on number. */
  format?: "ssn" | "phone" | "email" | "birth_date" | "currency";
  options?: string[];
  /** Each place the answer is written; a radio group: one box per option, in order. */
  rects: PdfRect[];
  /** The AcroForm field it was detected as. */
  pdf_name?: string;
  /** The profile detail that prefills it (editable). */
  prefill?:
    | "full_name"
    | "first_name"
    | "last_name"
    | "email"
    | "phone"
    | "address"
    | "state"
    | "national_producer_number";
};
export type FormTemplate = {
  id: string;
  status: "active" | "archived";
  version_id: string;
  version_number: number;
  /** A form was sent from this version: the next edit makes a new version. */
  used: boolean;
  title: string;
  description: string;
  sections: FormSection[];
  updated_at: string;
  /** A carrier PDF template: its page sizes (points) and the fields placed on them. */
  pdf: {
    pages: {
      width: number;
      height: number;
    }[];
    fields: PdfFormField[];
  } | null;
};
export type FormTemplateList = FormTemplate[];
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export type FormFieldInput = {
  /** Names the answer; left out, it is made from the label (unique within the template). */
  key?: string;
  kind:
    | "short_text"
    | "long_text"
    | "email"
    | "phone"
    | "date"
    | "number"
    | "currency"
    | "single_choice"
    | "multiple_choice"
    | "yes_no"
    | "us_state"
    | "sensitive";
  label: string;
  help?: string;
  required: boolean;
  options?: string[];
  min?: number;
  max?: number;
  /** A rule set beyond the kind: `ssn` on a sensitive field, `birth_date` on a date field. */
  format?: "ssn" | "birth_date";
  /** Who fills it on a carrier PDF form: the client, or the agent who sends it. Built-in forms: the client. */
  party?: "client" | "agent";
};
export type FormSectionInput = {
  id: string;
  title: string;
  description?: string;
  fields: FormFieldInput[];
};
export type PdfFormFieldInput = {
  key?: string;
  label: string;
  kind:
    | "text"
    | "multi_line"
    | "date"
    | "number"
    | "checkbox"
    | "radio"
    | "dropdown"
    | "signature"
    | "initials";
  required: boolean;
  /** Who fills it: the client, or the sending agent. */
  party: "client" | "agent";
  /** Rules beyond the kind: ssn, phone or email on text; birth_date on date; currency on number. */
  format?: "ssn" | "phone" | "email" | "birth_date" | "currency";
  options?: string[];
  /** Each place the answer is written; a radio group: one box per option, in order. */
  rects: PdfRect[];
  /** The AcroForm field it was detected as. */
  pdf_name?: string;
  /** The profile detail that prefills it (editable). */
  prefill?:
    | "full_name"
    | "first_name"
    | "last_name"
    | "email"
    | "phone"
    | "address"
    | "state"
    | "national_producer_number";
};
export const {
  useListFormTemplatesQuery,
  useLazyListFormTemplatesQuery,
  useCreateFormTemplateMutation,
  useGetFormTemplateQuery,
  useLazyGetFormTemplateQuery,
  useUpdateFormTemplateMutation,
  useArchiveFormTemplateMutation,
  useUploadPdfFormTemplateMutation,
  useUpdatePdfFormTemplateMutation,
  useDownloadPdfFormTemplateQuery,
  useLazyDownloadPdfFormTemplateQuery,
  useRestoreFormTemplateMutation,
} = injectedRtkApi;
