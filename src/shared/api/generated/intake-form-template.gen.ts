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
};
export type FormSection = {
  id: string;
  title: string;
  description?: string;
  fields: FormField[];
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
};
export type FormSectionInput = {
  id: string;
  title: string;
  description?: string;
  fields: FormFieldInput[];
};
export const {
  useListFormTemplatesQuery,
  useLazyListFormTemplatesQuery,
  useCreateFormTemplateMutation,
  useGetFormTemplateQuery,
  useLazyGetFormTemplateQuery,
  useUpdateFormTemplateMutation,
  useArchiveFormTemplateMutation,
  useRestoreFormTemplateMutation,
} = injectedRtkApi;
