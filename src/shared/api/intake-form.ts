import { enhancedApi } from './generated/intake-form.gen';
import { enhancedApi as templateApi } from './generated/intake-form-template.gen';

/** A Blob answer turned into an object URL the page can show or save (revoked by the page). */
const objectUrl = async (response: Response): Promise<string> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/** A signing request's parts, text before files: consent, the signature and (carrier PDF forms) the initials. */
function signatureBody(parts: { signature: Blob; initials?: Blob }): FormData {
  const form = new FormData();
  form.append('consent', 'true');
  form.append('signature', parts.signature, 'signature.png');
  if (parts.initials) form.append('initials', parts.initials, 'initials.png');
  return form;
}

/**
 * The `intake-form` tag. Signing and verifying are multipart (text fields before the file); the
 * signature image comes back as an object URL. Details are cached per form.
 */
export const intakeFormApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getIntakeFormDetails: { providesTags: (_result, _error, arg) => [{ type: 'intake-form', id: arg.formId }] },
    listIntakeForms: { providesTags: ['intake-form'] },
    sendIntakeForm: { invalidatesTags: ['intake-form', 'content'] },
    // A draft save answers the new details; the page keeps its own copy, so nothing is refetched.
    // `keepalive` lets the save leaving the page (tab closed, reload) finish after the page is gone.
    updateIntakeForm: {
      query: (arg) => ({ url: `/api/frontend/intake-form/${arg.formId}`, method: 'PUT', body: arg.formDraft, keepalive: true }),
      invalidatesTags: [],
    },
    signIntakeForm: {
      query: (arg) => ({ url: `/api/frontend/intake-form/${arg.formId}/sign`, method: 'PUT', body: signatureBody(arg.signForm) }),
      // A signed form shows as signed in the content lists too.
      invalidatesTags: (_result, _error, arg) => [
        { type: 'intake-form', id: arg.formId },
        'intake-form',
        'notification',
        'content',
      ],
    },
    // A carrier PDF form: the agent countersigns (the same parts as the client's signature).
    countersignIntakeForm: {
      query: (arg) => ({
        url: `/api/frontend/intake-form/${arg.formId}/countersign`,
        method: 'PUT',
        body: signatureBody(arg.signForm),
      }),
      invalidatesTags: (_result, _error, arg) => [
        { type: 'intake-form', id: arg.formId },
        'intake-form',
        'notification',
        'content',
      ],
    },
    sendIntakeFormToClient: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'intake-form', id: arg.formId }, 'intake-form'],
    },
    // A reveal is read once and shown in place: nothing to cache or refetch.
    revealIntakeFormAnswer: { invalidatesTags: [] },
    verifyIntakeFormPdf: {
      query: (arg) => {
        const form = new FormData();
        form.append('file', arg.verifyPdf.file, 'record.pdf');
        return { url: '/api/frontend/intake-form/verify', method: 'POST', body: form };
      },
      invalidatesTags: [],
    },
  },
});

/**
 * The signature image as an object URL, through the same re-auth base query. (The sealed PDF is read
 * with `fetchFile`: the viewer needs its bytes, not a URL.)
 */
const bytesApi = intakeFormApi.injectEndpoints({
  endpoints: (build) => ({
    intakeFormSignatureUrl: build.query<string, { formId: string }>({
      query: (arg) => ({ url: `/api/frontend/intake-form/${arg.formId}/signature`, responseHandler: objectUrl }),
      providesTags: (_result, _error, arg) => [{ type: 'intake-form', id: arg.formId }],
    }),
  }),
});
export const { useIntakeFormSignatureUrlQuery } = bytesApi;

export const intakeFormTemplateApi = templateApi.enhanceEndpoints({
  endpoints: {
    listFormTemplates: { providesTags: ['intake-form-template'] },
    createFormTemplate: { invalidatesTags: ['intake-form-template'] },
    updateFormTemplate: { invalidatesTags: ['intake-form-template'] },
    archiveFormTemplate: { invalidatesTags: ['intake-form-template'] },
    restoreFormTemplate: { invalidatesTags: ['intake-form-template'] },
    uploadPdfFormTemplate: {
      query: (arg) => {
        const form = new FormData();
        form.append('title', arg.pdfTemplateUpload.title);
        if (arg.pdfTemplateUpload.description) form.append('description', arg.pdfTemplateUpload.description);
        form.append('file', arg.pdfTemplateUpload.file, 'form.pdf');
        return { url: '/api/frontend/intake-form-template/pdf', method: 'POST', body: form };
      },
      invalidatesTags: ['intake-form-template'],
    },
    updatePdfFormTemplate: { invalidatesTags: ['intake-form-template'] },
  },
});

export const {
  useGetIntakeFormDetailsQuery,
  useListIntakeFormsQuery,
  useSendIntakeFormMutation,
  useUpdateIntakeFormMutation,
  useSignIntakeFormMutation,
  useCountersignIntakeFormMutation,
  useSendIntakeFormToClientMutation,
  useVerifyIntakeFormPdfMutation,
  useRevealIntakeFormAnswerMutation,
} = intakeFormApi;
export const {
  useListFormTemplatesQuery,
  useCreateFormTemplateMutation,
  useUpdateFormTemplateMutation,
  useArchiveFormTemplateMutation,
  useRestoreFormTemplateMutation,
  useUploadPdfFormTemplateMutation,
  useUpdatePdfFormTemplateMutation,
} = intakeFormTemplateApi;
export type { FormTemplate, PdfFormField, PdfRect } from './generated/intake-form-template.gen';
export type {
  FormDetails,
  FormEvent,
  FormField,
  FormSection,
  FormSummary,
  AnswerValue,
  FormVerification,
  SendIntakeFormApiArg,
} from './generated/intake-form.gen';
