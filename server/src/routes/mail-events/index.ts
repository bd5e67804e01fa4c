import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireInCompany } from '../../policy/index.js';
import { errors } from '../../schemas/common.js';
import {
  CompanyMailDefaultsUpdateSchema,
  MailPreferencesUpdateSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
} from '../../schemas/mail-events.js';
import {
  companyMailDefaults,
  readPreferences,
  saveCompanyDefaults,
  savePreferences,
} from '../../services/mail-events/preferences.js';
import { unsubscribe, unsubscribeState } from '../../services/mail-events/unsubscribe.js';

const tags = ['mail'];
const ADMINS_ONLY = 'Only admins set the mail defaults of the company.';

/** Mail preferences (each member's, the company's defaults) and the one-click unsubscribe that needs no session. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/mail-preferences', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'getMailPreferences',
      summary: 'How the signed-in member is told of each kind of event (app, mail at once, digest), and their digest',
      response: { 200: Type.Ref('MailPreferences'), ...errors(401) },
    },
    handler: (request) => readPreferences(app.db, request.auth.membershipId),
  });

  app.put('/user/mail-preferences', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'updateMailPreferences',
      summary: 'Change some of the signed-in member’s mail preferences (what is left out is kept)',
      description: 'Essential mail (a form sent to you to sign) stays at once: asking otherwise is a 400 that says why.',
      body: MailPreferencesUpdateSchema,
      response: { 200: Type.Ref('MailPreferences'), ...errors(400, 401) },
    },
    handler: (request) => savePreferences(app.db, request.auth.membershipId, request.body),
  });

  app.get('/company/mail-defaults', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'getCompanyMailDefaults',
      summary: 'The company’s mail defaults (admins)',
      response: { 200: Type.Ref('CompanyMailDefaults'), ...errors(401, 403) },
    },
    handler: (request) => {
      requireInCompany(request.auth, 'setMailDefaults', ADMINS_ONLY);
      return companyMailDefaults(app.db, request.auth.companyId);
    },
  });

  app.put('/company/mail-defaults', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'updateCompanyMailDefaults',
      summary: 'Set the company’s mail defaults: what members get unless they choose otherwise (admins)',
      body: CompanyMailDefaultsUpdateSchema,
      response: { 200: Type.Ref('CompanyMailDefaults'), ...errors(400, 401, 403) },
    },
    handler: (request) => {
      requireInCompany(request.auth, 'setMailDefaults', ADMINS_ONLY);
      return saveCompanyDefaults(app.db, request.auth.companyId, request.body);
    },
  });

  app.get('/mail/unsubscribe', {
    schema: {
      tags,
      operationId: 'readUnsubscribe',
      summary: 'What an unsubscribe link stops, and whether it is stopped already (changes nothing)',
      querystring: UnsubscribeQuerySchema,
      response: { 200: Type.Ref('UnsubscribeResult'), ...errors(400, 404) },
    },
    handler: (request) => unsubscribeState(app.db, app.mailEvents.links, request.query.token),
  });

  app.post('/mail/unsubscribe', {
    schema: {
      tags,
      operationId: 'unsubscribe',
      summary: 'One-click unsubscribe (RFC 8058): stops the mail the signed link names, without signing in',
      description:
        'Mail clients POST `List-Unsubscribe=One-Click` as a form; the unsubscribe page posts an empty JSON body. Using a link again changes nothing more.',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      querystring: UnsubscribeQuerySchema,
      body: Type.Optional(UnsubscribeBodySchema),
      response: { 200: Type.Ref('UnsubscribeResult'), ...errors(400, 404) },
    },
    handler: (request) => unsubscribe(app.db, app.mailEvents.links, request.query.token),
  });
};
