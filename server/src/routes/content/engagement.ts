import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { AgentEngagementQuery, EngagementSummaryQuery, HoldingsQuery, MemberParams } from '../../schemas/content/engagement.js';
import { agentEngagement } from '../../services/content/agent-engagement.js';
import { engagementSummary } from '../../services/content/engagement-summary.js';
import { memberHoldings } from '../../services/content/holdings.js';

const tags = ['material'];

/** Engagement where people work (docs/distribution.md): a member's holdings, a marketer's roll-up, the admin's summary. */
export const engagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/material/engagement/holdings/:member_id', {
    schema: {
      tags,
      operationId: 'listMemberHoldings',
      summary:
        "What a member holds of the company's materials, newest first: each copy's state as they meet it and whether they opened it (an agent: their clients)",
      params: MemberParams,
      querystring: HoldingsQuery,
      response: { 200: Type.Ref('HoldingsPage'), ...errors(400, 401, 404) },
    },
    handler: async (request) => memberHoldings(app.db, app.deliveryRecord, request.auth, request.params.member_id, request.query),
  });

  app.get('/material/engagement/agents', {
    schema: {
      tags,
      operationId: 'listAgentEngagement',
      summary:
        "Per agent of a marketer: the materials the marketer sent them, opened or not, and the copies of those the agent's clients hold, opened or not",
      querystring: AgentEngagementQuery,
      response: { 200: Type.Ref('AgentEngagementPage'), ...errors(400, 401, 404) },
    },
    handler: async (request) => agentEngagement(app.db, app.deliveryRecord, request.auth, request.query),
  });

  app.get('/material/engagement/summary', {
    schema: {
      tags,
      operationId: 'getEngagementSummary',
      summary:
        'The company at a glance (admins): what was sent recently and opened, the most- and least-opened materials, and what is withheld, expired, recalled, expiring or awaiting approval',
      querystring: EngagementSummaryQuery,
      response: { 200: Type.Ref('EngagementSummary'), ...errors(400, 401, 403) },
    },
    handler: async (request) => engagementSummary(app.db, app.deliveryRecord, request.auth, request.query.days),
  });
};
