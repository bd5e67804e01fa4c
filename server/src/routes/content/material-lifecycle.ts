import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { DecisionBody, MaterialParams, RecallBody, UseUntilBody, VersionParams } from '../../schemas/content.js';
import { RulesBody } from '../../schemas/distribution.js';
import { setRules } from '../../services/content/rules.js';
import { approvalQueue, decideVersion } from '../../services/content/approvals.js';
import { recallMaterial, renewMaterial, undoRecall } from '../../services/content/recall.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['material'];
const done = { 204: Type.Null({ description: 'Done' }) };

/** Approval, recall and expiry of an original (docs/distribution.md); the policy table says who may. */
export const lifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.get('/material/approvals', {
    schema: {
      tags,
      operationId: 'listPendingVersions',
      summary: 'Versions waiting for an approver in my company, oldest first (approvers only)',
      response: { 200: Type.Ref('ApprovalQueue'), ...errors(401, 403) },
    },
    handler: async (request) => ({ items: await approvalQueue(app.db, request.auth) }),
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/material/:material_id/versions/:number/${decision}`, {
      schema: {
        tags,
        operationId: decision === 'approve' ? 'approveMaterialVersion' : 'rejectMaterialVersion',
        summary:
          decision === 'approve'
            ? 'Approve a pending version (approvers): every copy on an older version follows it; the next version stays pending'
            : 'Reject a pending version with a note (approvers): no copy moves; its author is told',
        params: VersionParams,
        body: DecisionBody,
        response: { ...done, ...errors(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const { material_id, number } = request.params;
        const state = decision === 'approve' ? 'approved' : 'rejected';
        const { notice, published } = await decideVersion(app.db, request.auth, material_id, number, state, request.body.note);
        if (published) await app.contentEvents.emitVersionPublished(published);
        await app.contentEvents.emitNotice(notice);
        return reply.code(204).send(null);
      },
    });
  }

  app.post('/material/:material_id/recall', {
    schema: {
      tags,
      operationId: 'recallMaterial',
      summary: 'Recall a material with a reason (its owner or an approver; a copy held by an approver names its original)',
      params: MaterialParams,
      body: RecallBody,
      response: { ...done, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await app.contentEvents.emitNotice(
        await recallMaterial(app.db, request.auth, request.params.material_id, request.body.reason),
      );
      return reply.code(204).send(null);
    },
  });

  app.delete('/material/:material_id/recall', {
    schema: {
      tags,
      operationId: 'undoMaterialRecall',
      summary: 'Undo a recall: every copy comes back (the same people who may recall)',
      params: MaterialParams,
      response: { ...done, ...errors(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await app.contentEvents.emitNotice(await undoRecall(app.db, request.auth, request.params.material_id));
      return reply.code(204).send(null);
    },
  });

  app.put('/material/:material_id/use-until', {
    schema: {
      tags,
      operationId: 'setMaterialUseUntil',
      summary: 'Set or clear the date until which a material may be used (its owner or an approver); a later date renews it',
      params: MaterialParams,
      body: UseUntilBody,
      response: { ...done, ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await app.contentEvents.emitNotice(
        await renewMaterial(app.db, request.auth, request.params.material_id, request.body.use_until),
      );
      return reply.code(204).send(null);
    },
  });

  app.put('/material/:material_id/rules', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'setMaterialRules',
      summary:
        'Set who may hold the copies of an original (a securities licence, US states) and whether clients get it watermarked (its owner or an approver; only an approver where approval is on)',
      params: MaterialParams,
      body: RulesBody,
      response: { 200: Type.Ref('DistributionRules'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => setRules(app.db, request.auth, request.params.material_id, request.body),
  });
};
