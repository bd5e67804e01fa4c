import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { checkPlainTextField } from '../../lib/plain-text.js';
import { readSmallMultipart } from '../../lib/multipart.js';
import { bodyCheckedByHandler } from '../../lib/validation.js';
import { errors } from '../../schemas/common.js';
import { fileResponse } from '../../schemas/responses.js';
import {
  FormIdParams,
  FormListQuery,
  RevealFieldSchema,
  SaveDraftSchema,
  SendFormSchema,
  SignFormSchema,
  VerifyFormSchema,
} from '../../schemas/forms.js';
import { contentDisposition } from '../../services/content/names.js';
import { DOWNLOAD_POLICY } from '../../services/content/served-type.js';
import { visibleForm } from '../../services/forms/access.js';
import { carrierStep } from '../../services/forms/carrier.js';
import { releaseToClient } from '../../services/forms/release.js';
import { formDetails, openForm, saveDraft, sendForm } from '../../services/forms/forms.js';
import { requestSourceOf } from '../../policy/actor.js';
import { listForms } from '../../services/forms/list.js';
import { readSealedPdf, revealAnswer } from '../../services/forms/reveal.js';
import { MAX_SIGNATURE_BYTES, SIGNATURE_TOO_LARGE } from '../../services/forms/signature.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['intake-form'];
const MAX_VERIFY_BYTES = 25 * 1024 * 1024;

/** Stored bytes, private, never sniffed, a sandboxed document if a browser ever opened one. */
const sendStored = (reply: FastifyReply, type: string, stream: Readable | Buffer) =>
  reply
    .type(type)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', DOWNLOAD_POLICY)
    .send(stream);

/**
 * Signing, sealing and verifying (the PDF, certificate and image libraries), loaded when first used: a
 * server that never seals a form does not hold them.
 */
const sealing = async () => {
  const [{ signForm }, { signCarrierForm }, { verifyPdf }, { formSeal }] = await Promise.all([
    import('../../services/forms/sign.js'),
    import('../../services/forms/carrier-sign.js'),
    import('../../services/forms/verify.js'),
    import('../../services/forms/certificate.js'),
  ]);
  return { signForm, signCarrierForm, verifyPdf, formSeal };
};

/** The consent and the signature (and initials) of a multipart signing request, checked. */
function signatureParts(request: FastifyRequest): { consent: boolean; signature: Buffer | null; initials: Buffer | null } {
  if (!request.isMultipart())
    throw new HttpError(415, 'Send the signature as multipart/form-data (consent, then the signature file).');
  const body = (request.body ?? {}) as Record<string, string>;
  const unknown = Object.keys(body).filter((k) => k !== 'consent' && k !== 'signature' && k !== 'initials');
  if (unknown.length > 0) throw badRequest(`Unknown field ${unknown[0]}: send only consent, signature and initials.`);
  if (body.consent !== undefined) checkPlainTextField('consent', body.consent);
  return {
    consent: body.consent === 'true',
    signature: request.uploads?.signature?.buffer ?? null,
    initials: request.uploads?.initials?.buffer ?? null,
  };
}

/** Intake forms: send, fill (draft saves), sign and seal, review, download and verify. */
export const intakeFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);

  app.post('/intake-form/', {
    schema: {
      tags,
      operationId: 'sendIntakeForm',
      summary: 'Send a form from a template to a client (it lands in their shared space; they are notified)',
      body: SendFormSchema,
      response: { 201: Type.Ref('FormDetails'), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const id = await sendForm(app.db, request.auth, request.body, requestSourceOf(request));
      const { form, rights } = await visibleForm(app.db, request.auth, id);
      return reply.code(201).send(await formDetails(app.db, app.config.formsKeys, form, rights));
    },
  });

  app.get('/intake-form/', {
    schema: {
      tags,
      operationId: 'listIntakeForms',
      summary: 'Forms I may see: mine to fill (clients), or sent by me and to clients below me',
      querystring: FormListQuery,
      response: { 200: Type.Ref('FormPage'), ...errors(400, 401) },
    },
    handler: async (request) => listForms(app.db, request.auth, request.query),
  });

  app.get('/intake-form/:form_id/details', {
    schema: {
      tags,
      operationId: 'getIntakeFormDetails',
      summary: 'A form with its template version, answers and audit trail (the signer and reviewers only)',
      params: FormIdParams,
      response: { 200: Type.Ref('FormDetails'), ...errors(401, 404, 503) },
    },
    handler: async (request) =>
      openForm(app.db, app.config.formsKeys, request.auth, request.params.form_id, requestSourceOf(request)),
  });

  app.post('/intake-form/:form_id/reveal', {
    schema: {
      tags,
      operationId: 'revealIntakeFormAnswer',
      summary: 'One sensitive answer in full (reviewers see them masked); audited and throttled',
      params: FormIdParams,
      body: RevealFieldSchema,
      response: { 200: Type.Ref('RevealedAnswer'), ...errors(400, 401, 403, 404, 429, 503) },
    },
    handler: async (request) =>
      revealAnswer(
        { db: app.db, keys: app.config.formsKeys, throttle: app.throttle },
        request.auth,
        request.params.form_id,
        request.body.field,
      ),
  });

  app.put('/intake-form/:form_id', {
    schema: {
      tags,
      operationId: 'updateIntakeForm',
      summary:
        'Save answers as a draft; send the version you started from (stale → 409, signed → 409). Valid answers are saved even when others are invalid; those are listed in `rejected`.',
      params: FormIdParams,
      body: SaveDraftSchema,
      response: { 200: Type.Ref('FormDraftSaved'), ...errors(400, 401, 403, 404, 409, 503) },
    },
    handler: async (request) =>
      saveDraft(app.db, app.config.formsKeys, request.auth, request.params.form_id, request.body, requestSourceOf(request)),
  });

  app.put('/intake-form/:form_id/sign', {
    preValidation: readSmallMultipart(MAX_SIGNATURE_BYTES, SIGNATURE_TOO_LARGE, 2),
    schema: {
      tags,
      operationId: 'signIntakeForm',
      summary: 'Sign with a PNG signature and consent: locks the form and seals it into a digitally signed PDF',
      consumes: ['multipart/form-data'],
      params: FormIdParams,
      body: SignFormSchema,
      response: { 200: Type.Ref('FormDetails'), ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
    },
    // The multipart body is checked by the handler; the path by its schema.
    validatorCompiler: bodyCheckedByHandler(),
    handler: async (request) => {
      const parts = signatureParts(request);
      const { signForm, signCarrierForm } = await sealing();
      // A carrier PDF form is signed by its client in their turn, then countersigned by its agent.
      if (await carrierStep(app.db, request.auth, request.params.form_id))
        return signCarrierForm(app, request.auth, request.params.form_id, 'client', parts, requestSourceOf(request));
      return signForm(app, request.auth, request.params.form_id, parts, requestSourceOf(request));
    },
  });

  app.put('/intake-form/:form_id/countersign', {
    preValidation: readSmallMultipart(MAX_SIGNATURE_BYTES, SIGNATURE_TOO_LARGE, 2),
    schema: {
      tags,
      operationId: 'countersignIntakeForm',
      summary:
        'The agent who sent a carrier PDF form countersigns it after the client: the last signature seals it into the filled, flattened, digitally signed PDF',
      consumes: ['multipart/form-data'],
      params: FormIdParams,
      body: SignFormSchema,
      response: { 200: Type.Ref('FormDetails'), ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
    },
    validatorCompiler: bodyCheckedByHandler(),
    handler: async (request) => {
      const parts = signatureParts(request);
      const { signCarrierForm } = await sealing();
      return signCarrierForm(app, request.auth, request.params.form_id, 'agent', parts, requestSourceOf(request));
    },
  });

  app.post('/intake-form/:form_id/send-to-client', {
    schema: {
      tags,
      operationId: 'sendIntakeFormToClient',
      summary: 'The agent sends a carrier PDF form they prepared (their fields filled) on to the client, who is notified',
      params: FormIdParams,
      response: { 200: Type.Ref('FormDetails'), ...errors(400, 401, 403, 404, 409, 503) },
    },
    handler: async (request) =>
      releaseToClient(app.db, app.config.formsKeys, request.auth, request.params.form_id, requestSourceOf(request)),
  });

  app.get('/intake-form/:form_id/pdf', {
    schema: {
      tags,
      operationId: 'downloadIntakeFormPdf',
      summary:
        'The sealed, digitally signed PDF of a signed form. It prints every answer in full: for a reviewer it is a reveal (policy revealFormField), audited and throttled',
      params: FormIdParams,
      response: { 200: fileResponse('The sealed PDF', ['application/pdf']), ...errors(401, 403, 404, 429, 500, 503) },
    },
    handler: async (request, reply) => {
      // The sealed record prints every answer in full: reading it is a reveal (reveal.ts).
      const { form, pdf } = await readSealedPdf(
        { db: app.db, storage: app.storage, keys: app.config.formsKeys, throttle: app.throttle, log: request.log },
        request.auth,
        request.params.form_id,
      );
      reply.header('Content-Disposition', contentDisposition(`${form.title}.pdf`)).header('Content-Length', pdf.length);
      return sendStored(reply, 'application/pdf', pdf);
    },
  });

  app.get('/intake-form/:form_id/signature', {
    schema: {
      tags,
      operationId: 'getIntakeFormSignature',
      summary: 'The signature image of a signed form',
      params: FormIdParams,
      response: { 200: fileResponse('The signature image', ['image/png']), ...errors(401, 404) },
    },
    handler: async (request, reply) => {
      const { form } = await visibleForm(app.db, request.auth, request.params.form_id);
      if (!form.signature_sha256) throw notFound('This form is not signed yet.');
      const blob = await app.db
        .selectFrom('blob')
        .select(['storage_key'])
        .where('sha256', '=', form.signature_sha256)
        .executeTakeFirstOrThrow();
      return sendStored(reply, 'image/png', await app.storage.get(blob.storage_key));
    },
  });

  app.post('/intake-form/verify', {
    preValidation: readSmallMultipart(MAX_VERIFY_BYTES, 'The file is larger than 25 MB; a sealed form is far smaller.'),
    schema: {
      tags,
      operationId: 'verifyIntakeFormPdf',
      summary: 'Whether a PDF is a sealed record of this company, unchanged — for which form and signer, or why not',
      consumes: ['multipart/form-data'],
      body: VerifyFormSchema,
      response: { 200: Type.Ref('FormVerification'), ...errors(400, 401, 413, 415, 503) },
    },
    validatorCompiler: () => () => true,
    handler: async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the PDF as multipart/form-data in a part named file.');
      if (!request.upload) throw badRequest('Choose a PDF file to verify.');
      const { formSeal, verifyPdf } = await sealing();
      return verifyPdf(app.db, request.auth, formSeal(app.config.formsSigning), request.upload.buffer);
    },
  });
};
