import { Type } from 'typebox';
import { FIELD_FORMATS, FIELD_KEY, FIELD_KINDS } from '../services/forms/fields.js';
import { FORM_PARTIES, PDF_FIELD_FORMATS, PDF_FIELD_KINDS, PREFILL_SOURCES } from '../contract/form-fields.js';
import { MultiLineText, PlainText } from './common-fields.js';

const Id = PlainText({ minLength: 1, maxLength: 36 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AnswerValueSchema = Type.Union(
  [
    MultiLineText({ maxLength: 10_000 }),
    Type.Number(),
    Type.Boolean(),
    Type.Array(PlainText({ maxLength: 500 }), { maxItems: 100 }),
  ],
  { $id: 'AnswerValue', title: 'AnswerValue' },
);
const AnswersSchema = Type.Record(PlainText({ maxLength: 100 }), Type.Ref('AnswerValue'), { maxProperties: 500 });

const FIELD_KEY_PATTERN = FIELD_KEY.source;
const fieldProperties = {
  kind: Type.Enum([...FIELD_KINDS], { type: 'string' }),
  label: PlainText({ minLength: 1, maxLength: 300 }),
  help: Type.Optional(MultiLineText({ maxLength: 500 })),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(PlainText({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  format: Type.Optional(
    Type.Enum(Object.keys(FIELD_FORMATS) as (keyof typeof FIELD_FORMATS)[], {
      type: 'string',
      description: 'A rule set beyond the kind: `ssn` on a sensitive field, `birth_date` on a date field.',
    }),
  ),
  party: Type.Optional(
    Type.Enum([...FORM_PARTIES], {
      type: 'string',
      description: 'Who fills it on a carrier PDF form: the client, or the agent who sends it. Built-in forms: the client.',
    }),
  ),
};

export const FieldDefSchema = Type.Object(
  {
    key: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'Names the answer; lower-case letters, digits and _.' }),
    ...fieldProperties,
  },
  { $id: 'FormField', title: 'FormField', additionalProperties: false },
);

export const SectionDefSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,49}$' }),
    title: PlainText({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(MultiLineText({ maxLength: 1000 })),
    fields: Type.Array(Type.Ref('FormField'), { maxItems: 100 }),
  },
  { $id: 'FormSection', title: 'FormSection', additionalProperties: false },
);

/** A field as a template is written: without a key, the server makes one from the label. */
const FieldInputSchema = Type.Object(
  {
    key: Type.Optional(
      Type.String({
        pattern: FIELD_KEY_PATTERN,
        description: 'Names the answer; left out, it is made from the label (unique within the template).',
      }),
    ),
    ...fieldProperties,
  },
  { $id: 'FormFieldInput', title: 'FormFieldInput', additionalProperties: false },
);

const SectionInputSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,49}$' }),
    title: PlainText({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(MultiLineText({ maxLength: 1000 })),
    fields: Type.Array(Type.Ref('FormFieldInput'), { maxItems: 100 }),
  },
  { $id: 'FormSectionInput', title: 'FormSectionInput', additionalProperties: false },
);

export const TemplateInputSchema = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 255 }),
    description: MultiLineText({ maxLength: 2000 }),
    sections: Type.Array(Type.Ref('FormSectionInput'), { maxItems: 30 }),
  },
  { title: 'FormTemplateInput', additionalProperties: false },
);

export const PdfRectSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 2000, description: 'The page, counted from 1.' }),
    x: Type.Number({ minimum: 0, maximum: 20_000, description: 'PDF points from the left edge.' }),
    y: Type.Number({ minimum: 0, maximum: 20_000, description: 'PDF points from the bottom edge.' }),
    width: Type.Number({ minimum: 0, maximum: 20_000 }),
    height: Type.Number({ minimum: 0, maximum: 20_000 }),
  },
  { $id: 'PdfRect', title: 'PdfRect', additionalProperties: false },
);

const pdfFieldProperties = {
  label: PlainText({ minLength: 1, maxLength: 300 }),
  kind: Type.Enum([...PDF_FIELD_KINDS], { type: 'string' }),
  required: Type.Boolean(),
  party: Type.Enum([...FORM_PARTIES], { type: 'string', description: 'Who fills it: the client, or the sending agent.' }),
  format: Type.Optional(
    Type.Enum(Object.keys(PDF_FIELD_FORMATS) as (keyof typeof PDF_FIELD_FORMATS)[], {
      type: 'string',
      description: 'Rules beyond the kind: ssn, phone or email on text; birth_date on date; currency on number.',
    }),
  ),
  options: Type.Optional(Type.Array(PlainText({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
  rects: Type.Array(Type.Ref('PdfRect'), {
    minItems: 1,
    maxItems: 100,
    description: 'Each place the answer is written; a radio group: one box per option, in order.',
  }),
  pdf_name: Type.Optional(PlainText({ maxLength: 300, description: 'The AcroForm field it was detected as.' })),
  prefill: Type.Optional(
    Type.Enum([...PREFILL_SOURCES], { type: 'string', description: 'The profile detail that prefills it (editable).' }),
  ),
};

export const PdfFieldSchema = Type.Object(
  { key: Type.String({ pattern: FIELD_KEY_PATTERN }), ...pdfFieldProperties },
  { $id: 'PdfFormField', title: 'PdfFormField', additionalProperties: false },
);

const PdfFieldInputSchema = Type.Object(
  { key: Type.Optional(Type.String({ pattern: FIELD_KEY_PATTERN })), ...pdfFieldProperties },
  { $id: 'PdfFormFieldInput', title: 'PdfFormFieldInput', additionalProperties: false },
);

export const PdfTemplateInputSchema = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 255 }),
    description: MultiLineText({ maxLength: 2000 }),
    fields: Type.Array(Type.Ref('PdfFormFieldInput'), { maxItems: 1000 }),
  },
  { title: 'PdfTemplateInput', additionalProperties: false },
);

export const PdfTemplateUploadSchema = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 255, description: 'Send it before the file.' }),
    description: Type.Optional(MultiLineText({ maxLength: 2000 })),
    file: Type.String({ format: 'binary', description: 'The carrier’s PDF (at most 30 MB).' }),
  },
  { title: 'PdfTemplateUpload', additionalProperties: false },
);

export const TemplateVersionParams = Type.Object({ version_id: Id }, { additionalProperties: false });

export const TemplateSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.Enum(['active', 'archived'], { type: 'string' }),
    version_id: Type.String(),
    version_number: Type.Integer(),
    used: Type.Boolean({ description: 'A form was sent from this version: the next edit makes a new version.' }),
    title: Type.String(),
    description: Type.String(),
    sections: Type.Array(Type.Ref('FormSection')),
    updated_at: Type.String(),
    pdf: Nullable(
      Type.Object(
        {
          pages: Type.Array(Type.Object({ width: Type.Number(), height: Type.Number() })),
          fields: Type.Array(Type.Ref('PdfFormField')),
        },
        { description: 'A carrier PDF template: its page sizes (points) and the fields placed on them.' },
      ),
    ),
  },
  { $id: 'FormTemplate', title: 'FormTemplate' },
);

export const TemplateListSchema = Type.Array(Type.Ref('FormTemplate'), { $id: 'FormTemplateList', title: 'FormTemplateList' });

export const PersonSchema = Type.Object(
  { id: Type.String(), full_name: Type.String(), email: Type.String() },
  { $id: 'FormPerson', title: 'FormPerson' },
);

export const FormEventSchema = Type.Object(
  {
    kind: Type.Enum(['sent', 'opened', 'saved', 'signed', 'reminded', 'prepared', 'countersigned'], { type: 'string' }),
    at: Type.String(),
    actor_name: Nullable(Type.String()),
    ip: Nullable(Type.String()),
    user_agent: Nullable(Type.String()),
  },
  { $id: 'FormEvent', title: 'FormEvent' },
);

export const FormDetailsSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    status: Type.Enum(['draft', 'signed'], { type: 'string' }),
    version: Type.Integer({ description: 'Send it back with the next draft save; a stale one answers 409.' }),
    due_at: Nullable(Type.String()),
    created_at: Type.String(),
    updated_at: Type.String(),
    signed_at: Nullable(Type.String()),
    template: Type.Object({
      id: Type.String(),
      version_id: Type.String(),
      version_number: Type.Integer(),
      title: Type.String(),
      description: Type.String(),
      sections: Type.Array(Type.Ref('FormSection')),
      pdf: Nullable(
        Type.Object(
          {
            pages: Type.Array(Type.Object({ width: Type.Number(), height: Type.Number() })),
            fields: Type.Array(Type.Ref('PdfFormField')),
          },
          {
            description:
              'A carrier PDF form: page sizes and placed fields; the PDF is GET /intake-form-template/pdf/{version_id}.',
          },
        ),
      ),
    }),
    answers: AnswersSchema,
    step: Nullable(
      Type.String({
        description:
          'A carrier PDF form before its seal: `prepare` (the agent fills their fields), `client` (the client fills and signs), `countersign` (the agent signs last). Null for a built-in form and once sealed.',
      }),
    ),
    party: Nullable(Type.String({ description: 'My part on a carrier PDF form: `client` or `agent`; null otherwise.' })),
    waiting_for: Nullable(Type.Ref('FormPerson')),
    signatures: Type.Array(
      Type.Object({
        party: Type.Enum(['client', 'agent'], { type: 'string' }),
        name: Type.String(),
        signed_at: Type.String(),
      }),
      { description: 'The signatures given so far on a carrier PDF form, in order.' },
    ),
    sender: Nullable(Type.Ref('FormPerson')),
    client: Type.Ref('FormPerson'),
    signer_name: Nullable(Type.String()),
    signer_email: Nullable(Type.String()),
    consent_text: Type.String({ description: 'The words the signer agrees to (stored with the record once signed).' }),
    data_sha256: Nullable(Type.String()),
    sealed_sha256: Nullable(Type.String()),
    can_fill: Type.Boolean(),
    can_review: Type.Boolean(),
    can_reveal: Type.Boolean({
      description:
        'Whether I may read answers in full: the masked ones one at a time (POST /intake-form/{id}/reveal), and the sealed PDF, which prints them all (GET /intake-form/{id}/pdf).',
    }),
    masked_fields: Type.Array(Type.String(), {
      description: 'Sensitive answers sent masked (all but the last four characters): to everyone but the signer.',
    }),
    events: Type.Array(Type.Ref('FormEvent')),
  },
  { $id: 'FormDetails', title: 'FormDetails' },
);

const FormDraftSavedSchema = Type.Object(
  {
    ...FormDetailsSchema.properties,
    rejected: Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
      description:
        'Answers this save did not keep because they are invalid, each with what to fix; every other answer was saved. An invalid answer keeps its last saved value.',
    }),
  },
  { $id: 'FormDraftSaved', title: 'FormDraftSaved' },
);

export const FormSummarySchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    status: Type.Enum(['draft', 'signed'], { type: 'string' }),
    client: Type.Ref('FormPerson'),
    sender: Nullable(Type.Ref('FormPerson')),
    due_at: Nullable(Type.String()),
    signed_at: Nullable(Type.String()),
    created_at: Type.String(),
    updated_at: Type.String(),
    carrier_pdf: Type.Boolean({ description: "Whether it is a carrier's own PDF filled on its pages (not a built-in form)." }),
    step: Nullable(
      Type.String({
        description:
          'A carrier PDF form before its seal: `prepare`, `client` or `countersign` (whose part it is at); null for a built-in form and once sealed.',
      }),
    ),
  },
  { $id: 'FormSummary', title: 'FormSummary' },
);

export const FormPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('FormSummary')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'FormPage', title: 'FormPage' },
);

export const VerificationSchema = Type.Object(
  {
    valid: Type.Boolean(),
    reason: Type.String(),
    sha256: Type.String(),
    signed_by: Nullable(Type.String()),
    form: Nullable(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        signer_name: Type.String(),
        signer_email: Type.String(),
        signed_at: Type.String(),
        data_sha256: Type.String(),
      }),
    ),
    report: Type.Optional(
      Nullable(
        Type.Object({
          id: Type.String(),
          title: Type.String({ description: 'What the delivery record covers.' }),
          created_at: Type.String(),
          origin_id: Type.Union([Type.String(), Type.Null()], {
            description: 'The original it is about (null: a company report).',
          }),
        }),
      ),
    ),
  },
  { $id: 'FormVerification', title: 'FormVerification' },
);

export const SendFormSchema = Type.Object(
  {
    template_id: Id,
    client_id: Id,
    title: Type.Optional(PlainText({ minLength: 1, maxLength: 255 })),
    due_at: Type.Optional(
      Type.String({ format: 'date-time', description: 'One reminder goes to the client a day before, if unsigned.' }),
    ),
  },
  { title: 'SendForm', additionalProperties: false },
);

/** Answers in: typed by the form's template version, checked by the service (no coercion on the way). */
const AnswersInSchema = Type.Record(
  PlainText({ maxLength: 100 }),
  Type.Unknown({ description: 'Text, a number, true/false or a list of options, as the field kind asks.' }),
  { maxProperties: 500 },
);

export const SaveDraftSchema = Type.Object(
  { version: Type.Integer({ minimum: 1 }), answers: AnswersInSchema },
  { title: 'FormDraft', additionalProperties: false },
);

export const SignFormSchema = Type.Object(
  {
    consent: Type.String({
      enum: ['true'],
      description: 'Must be "true": the signer agrees to consent_text. Send it before the file.',
    }),
    signature: Type.String({ format: 'binary', description: 'The signature as a PNG (at most 512 KB).' }),
    initials: Type.Optional(
      Type.String({
        format: 'binary',
        description: 'A carrier PDF form with places for your initials: the initials as a PNG (at most 512 KB), made once.',
      }),
    ),
  },
  { title: 'SignForm', additionalProperties: false },
);

export const VerifyFormSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: 'Any PDF.' }) },
  { title: 'VerifyPdf', additionalProperties: false },
);

export const FormIdParams = Type.Object({ form_id: Id }, { additionalProperties: false });
export const TemplateIdParams = Type.Object({ template_id: Id }, { additionalProperties: false });

export const FormListQuery = Type.Object(
  {
    client_id: Type.Optional(Id),
    status: Type.Optional(Type.Enum(['draft', 'signed'], { type: 'string' })),
    page: Type.Integer({ minimum: 1, default: 1 }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export const TemplateListQuery = Type.Object(
  { include_archived: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const RevealFieldSchema = Type.Object(
  { field: PlainText({ minLength: 1, maxLength: 100, description: 'The key of one sensitive field of the form.' }) },
  { title: 'RevealField', additionalProperties: false },
);

const RevealedAnswerSchema = Type.Object(
  { field: Type.String(), value: Nullable(Type.String({ description: 'The answer in full; null when it was left empty.' })) },
  { $id: 'RevealedAnswer', title: 'RevealedAnswer' },
);

export const intakeFormSchemas = [
  RevealedAnswerSchema,
  AnswerValueSchema,
  FieldDefSchema,
  SectionDefSchema,
  PdfRectSchema,
  PdfFieldSchema,
  PdfFieldInputSchema,
  FieldInputSchema,
  SectionInputSchema,
  TemplateSchema,
  TemplateListSchema,
  PersonSchema,
  FormEventSchema,
  FormDetailsSchema,
  FormDraftSavedSchema,
  FormSummarySchema,
  FormPageSchema,
  VerificationSchema,
];
