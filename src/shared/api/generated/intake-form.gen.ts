import { baseApi as api } from "../baseApi";
export const addTagTypes = ["intake-form"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sendIntakeForm: build.mutation<
        SendIntakeFormApiResponse,
        SendIntakeFormApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/`,
          method: "POST",
          body: queryArg.sendForm,
        }),
        invalidatesTags: ["intake-form"],
      }),
      listIntakeForms: build.query<
        ListIntakeFormsApiResponse,
        ListIntakeFormsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/`,
          params: {
            client_id: queryArg.clientId,
            status: queryArg.status,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["intake-form"],
      }),
      getIntakeFormDetails: build.query<
        GetIntakeFormDetailsApiResponse,
        GetIntakeFormDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/details`,
        }),
        providesTags: ["intake-form"],
      }),
      revealIntakeFormAnswer: build.mutation<
        RevealIntakeFormAnswerApiResponse,
        RevealIntakeFormAnswerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/reveal`,
          method: "POST",
          body: queryArg.revealField,
        }),
        invalidatesTags: ["intake-form"],
      }),
      updateIntakeForm: build.mutation<
        UpdateIntakeFormApiResponse,
        UpdateIntakeFormApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}`,
          method: "PUT",
          body: queryArg.formDraft,
        }),
        invalidatesTags: ["intake-form"],
      }),
      signIntakeForm: build.mutation<
        SignIntakeFormApiResponse,
        SignIntakeFormApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/sign`,
          method: "PUT",
          body: queryArg.signForm,
        }),
        invalidatesTags: ["intake-form"],
      }),
      countersignIntakeForm: build.mutation<
        CountersignIntakeFormApiResponse,
        CountersignIntakeFormApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/countersign`,
          method: "PUT",
          body: queryArg.signForm,
        }),
        invalidatesTags: ["intake-form"],
      }),
      sendIntakeFormToClient: build.mutation<
        SendIntakeFormToClientApiResponse,
        SendIntakeFormToClientApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/send-to-client`,
          method: "POST",
        }),
        invalidatesTags: ["intake-form"],
      }),
      downloadIntakeFormPdf: build.query<
        DownloadIntakeFormPdfApiResponse,
        DownloadIntakeFormPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/pdf`,
        }),
        providesTags: ["intake-form"],
      }),
      getIntakeFormSignature: build.query<
        GetIntakeFormSignatureApiResponse,
        GetIntakeFormSignatureApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/${queryArg.formId}/signature`,
        }),
        providesTags: ["intake-form"],
      }),
      verifyIntakeFormPdf: build.mutation<
        VerifyIntakeFormPdfApiResponse,
        VerifyIntakeFormPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/intake-form/verify`,
          method: "POST",
          body: queryArg.verifyPdf,
        }),
        invalidatesTags: ["intake-form"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type SendIntakeFormApiResponse =
  /** status 201 Default Response */ FormDetails;
export type SendIntakeFormApiArg = {
  sendForm: {
    template_id: string;
    client_id: string;
    title?: string;
    /** One reminder goes to the client a day before, if unsigned. */
    due_at?: string;
  };
};
export type ListIntakeFormsApiResponse =
  /** status 200 Default Response */ FormPage;
export type ListIntakeFormsApiArg = {
  clientId?: string;
  status?: "draft" | "signed";
  page: number;
  size: number;
};
export type GetIntakeFormDetailsApiResponse =
  /** status 200 Default Response */ FormDetails;
export type GetIntakeFormDetailsApiArg = {
  formId: string;
};
export type RevealIntakeFormAnswerApiResponse =
  /** status 200 Default Response */ RevealedAnswer;
export type RevealIntakeFormAnswerApiArg = {
  formId: string;
  revealField: {
    /** The key of one sensitive field of the form. */
    field: string;
  };
};
export type UpdateIntakeFormApiResponse =
  /** status 200 Default Response */ FormDraftSaved;
export type UpdateIntakeFormApiArg = {
  formId: string;
  formDraft: {
    version: number;
    answers: {
      [key: string]: any;
    };
  };
};
export type SignIntakeFormApiResponse =
  /** status 200 Default Response */ FormDetails;
export type SignIntakeFormApiArg = {
  formId: string;
  signForm: {
    /** Must be "true": the signer agrees to consent_text. Send it before the file. */
    consent: "true";
    /** The signature as a PNG (at most 512 KB). */
    signature: Blob;
    /** A carrier PDF form with places for your initials: the initials as a PNG (at most 512 KB), made once. */
    initials?: Blob;
  };
};
export type CountersignIntakeFormApiResponse =
  /** status 200 Default Response */ FormDetails;
export type CountersignIntakeFormApiArg = {
  formId: string;
  signForm: {
    /** Must be "true": the signer agrees to consent_text. Send it before the file. */
    consent: "true";
    /** The signature as a PNG (at most 512 KB). */
    signature: Blob;
    /** A carrier PDF form with places for your initials: the initials as a PNG (at most 512 KB), made once. */
    initials?: Blob;
  };
};
export type SendIntakeFormToClientApiResponse =
  /** status 200 Default Response */ FormDetails;
export type SendIntakeFormToClientApiArg = {
  formId: string;
};
export type DownloadIntakeFormPdfApiResponse =
  /** status 200 The sealed PDF */ Blob;
export type DownloadIntakeFormPdfApiArg = {
  formId: string;
};
export type GetIntakeFormSignatureApiResponse =
  /** status 200 The signature image */ Blob;
export type GetIntakeFormSignatureApiArg = {
  formId: string;
};
export type VerifyIntakeFormPdfApiResponse =
  /** status 200 Default Response */ FormVerification;
export type VerifyIntakeFormPdfApiArg = {
  verifyPdf: {
    /** Any PDF. */
    file: Blob;
  };
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
export type AnswerValue = string | number | boolean | string[];
export type FormPerson = {
  id: string;
  full_name: string;
  email: string;
};
export type FormEvent = {
  kind:
    | "sent"
    | "opened"
    | "saved"
    | "signed"
    | "reminded"
    | "prepared"
    | "countersigned";
  at: string;
  actor_name: string | null;
  ip: string | null;
  user_agent: string | null;
};
export type FormDetails = {
  id: string;
  title: string;
  status: "draft" | "signed";
  /** Send it back with the next draft save; a stale one answers 409. */
  version: number;
  due_at: string | null;
  created_at: string;
  updated_at: string;
  signed_at: string | null;
  template: {
    id: string;
    version_id: string;
    version_number: number;
    title: string;
    description: string;
    sections: FormSection[];
    /** A carrier PDF form: page sizes and placed fields; the PDF is GET /intake-form-template/pdf/{version_id}. */
    pdf: {
      pages: {
        width: number;
        height: number;
      }[];
      fields: PdfFormField[];
    } | null;
  };
  answers: {
    [key: string]: AnswerValue;
  };
  /** A carrier PDF form before its seal: `prepare` (the agent fills their fields), `client` (the client fills and signs), `countersign` (the agent signs last). Null for a built-in form and once sealed. */
  step: string | null;
  /** My part on a carrier PDF form: `client` or `agent`; null otherwise. */
  party: string | null;
  waiting_for: FormPerson | (null | null);
  /** The signatures given so far on a carrier PDF form, in order. */
  signatures: {
    party: "client" | "agent";
    name: string;
    signed_at: string;
  }[];
  sender: FormPerson | (null | null);
  client: FormPerson;
  signer_name: string | null;
  signer_email: string | null;
  /** The words the signer agrees to (stored with the record once signed). */
  consent_text: string;
  data_sha256: string | null;
  sealed_sha256: string | null;
  can_fill: boolean;
  can_review: boolean;
  /** Whether I may read answers in full: the masked ones one at a time (POST /intake-form/{id}/reveal), and the sealed PDF, which prints them all (GET /intake-form/{id}/pdf). */
  can_reveal: boolean;
  /** Sensitive answers sent masked (all but the last four characters): to everyone but the signer. */
  masked_fields: string[];
  events: FormEvent[];
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
export type FormSummary = {
  id: string;
  title: string;
  status: "draft" | "signed";
  client: FormPerson;
  sender: FormPerson | (null | null);
  due_at: string | null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
  /** Whether it is a carrier's own PDF filled on its pages (not a built-in form). */
  carrier_pdf: boolean;
  /** A carrier PDF form before its seal: `prepare`, `client` or `countersign` (whose part it is at); null for a built-in form and once sealed. */
  step: string | null;
};
export type FormPage = {
  items: FormSummary[];
  total: number;
  page: number;
  size: number;
  pages: number;
};
export type RevealedAnswer = {
  field: string;
  /** The answer in full; null when it was left empty. */
  value: string | null;
};
export type FormDraftSaved = {
  id: string;
  title: string;
  status: "draft" | "signed";
  /** Send it back with the next draft save; a stale one answers 409. */
  version: number;
  due_at: string | null;
  created_at: string;
  updated_at: string;
  signed_at: string | null;
  template: {
    id: string;
    version_id: string;
    version_number: number;
    title: string;
    description: string;
    sections: FormSection[];
    /** A carrier PDF form: page sizes and placed fields; the PDF is GET /intake-form-template/pdf/{version_id}. */
    pdf: {
      pages: {
        width: number;
        height: number;
      }[];
      fields: PdfFormField[];
    } | null;
  };
  answers: {
    [key: string]: AnswerValue;
  };
  /** A carrier PDF form before its seal: `prepare` (the agent fills their fields), `client` (the client fills and signs), `countersign` (the agent signs last). Null for a built-in form and once sealed. */
  step: string | null;
  /** My part on a carrier PDF form: `client` or `agent`; null otherwise. */
  party: string | null;
  waiting_for: FormPerson | (null | null);
  /** The signatures given so far on a carrier PDF form, in order. */
  signatures: {
    party: "client" | "agent";
    name: string;
    signed_at: string;
  }[];
  sender: FormPerson | (null | null);
  client: FormPerson;
  signer_name: string | null;
  signer_email: string | null;
  /** The words the signer agrees to (stored with the record once signed). */
  consent_text: string;
  data_sha256: string | null;
  sealed_sha256: string | null;
  can_fill: boolean;
  can_review: boolean;
  /** Whether I may read answers in full: the masked ones one at a time (POST /intake-form/{id}/reveal), and the sealed PDF, which prints them all (GET /intake-form/{id}/pdf). */
  can_reveal: boolean;
  /** Sensitive answers sent masked (all but the last four characters): to everyone but the signer. */
  masked_fields: string[];
  events: FormEvent[];
  /** Answers this save did not keep because they are invalid, each with what to fix; every other answer was saved. An invalid answer keeps its last saved value. */
  rejected: {
    field: string;
    message: string;
  }[];
};
export type FormVerification = {
  valid: boolean;
  reason: string;
  sha256: string;
  signed_by: string | null;
  form: {
    id: string;
    title: string;
    signer_name: string;
    signer_email: string;
    signed_at: string;
    data_sha256: string;
  } | null;
  report?: {
    id: string;
    /** What the delivery record covers. */
    title: string;
    created_at: string;
    /** The original it is about (null: a company report). */
    origin_id: string | null;
  } | null;
};
export const {
  useSendIntakeFormMutation,
  useListIntakeFormsQuery,
  useLazyListIntakeFormsQuery,
  useGetIntakeFormDetailsQuery,
  useLazyGetIntakeFormDetailsQuery,
  useRevealIntakeFormAnswerMutation,
  useUpdateIntakeFormMutation,
  useSignIntakeFormMutation,
  useCountersignIntakeFormMutation,
  useSendIntakeFormToClientMutation,
  useDownloadIntakeFormPdfQuery,
  useLazyDownloadIntakeFormPdfQuery,
  useGetIntakeFormSignatureQuery,
  useLazyGetIntakeFormSignatureQuery,
  useVerifyIntakeFormPdfMutation,
} = injectedRtkApi;
