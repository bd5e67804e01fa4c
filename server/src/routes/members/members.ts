import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticateRoutes } from '../../plugins/auth.js';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.js';
import { sendSerialized } from '../../lib/send-serialized.js';
import { errors } from '../../schemas/common.js';
import {
  MemberIdParamsSchema,
  MemberListQuerySchema,
  PageQuerySchema,
  PrincipalBodySchema,
  ReassignBodySchema,
} from '../../schemas/members/member.js';
import { markPrincipal } from '../../services/members/principal.js';
import { listMemberEvents } from '../../services/members/events.js';
import { findMemberInReach, getUplineDetails, listMembers, withDetails } from '../../services/members/queries.js';
import { announceMemberChange } from '../../services/members/announcements.js';
import { archiveMember, NOT_FOUND, reassignMember, restoreMember, type MemberChange } from '../../services/members/lifecycle.js';

const tags = ['user-company'];

/** The members of the signed-in member's company that they can see, archive, restore and reassign. */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The change is done; tell those it concerns, then answer with the member. */
  const announced = async (request: FastifyRequest, change: MemberChange) => {
    await announceMemberChange(app.db, app.realtime.disconnectMember, change, request.auth.membershipId);
    return change.member;
  };

  authenticateRoutes(app);

  app.get('/user-company/', {
    schema: {
      tags,
      operationId: 'listMembers',
      summary: 'Active members the signed-in member can see',
      description:
        "Admins see everyone in the company, marketers their agents and those agents' clients, agents their clients, clients themselves and their agent.",
      querystring: MemberListQuerySchema,
      response: { 200: Type.Ref('MemberPage'), ...errors(400, 401) },
    },
    handler: async (request, reply) =>
      sendSerialized(reply, await listMembers(app.db, request.auth, 'active', request.query, request.auth.memberVersion)),
  });

  app.get('/user-company/archived', {
    schema: {
      tags,
      operationId: 'listArchivedMembers',
      summary: 'Archived members the signed-in member can see',
      querystring: MemberListQuerySchema,
      response: { 200: Type.Ref('MemberPage'), ...errors(400, 401) },
    },
    handler: async (request, reply) =>
      sendSerialized(reply, await listMembers(app.db, request.auth, 'archived', request.query, request.auth.memberVersion)),
  });

  app.get('/user-company/invited-by/details', {
    schema: {
      tags,
      operationId: 'getUplineDetails',
      summary: 'Contact card of the member who invited the signed-in member (their upline)',
      response: { 200: Type.Ref('UplineDetails'), ...errors(401, 404) },
    },
    handler: async (request) => getUplineDetails(app.db, request.auth),
  });

  app.get('/user-company/:id', {
    schema: {
      tags,
      operationId: 'getMember',
      summary: 'One member (active or archived) with their upline and downline counts',
      params: MemberIdParamsSchema,
      response: { 200: Type.Ref('MemberDetails'), ...errors(400, 401, 404) },
    },
    handler: async (request) => {
      const member = await findMemberInReach(app.db, request.auth, request.params.id);
      if (!member) throw notFound(NOT_FOUND);
      return withDetails(app.db, member);
    },
  });

  app.get('/user-company/:id/history', {
    schema: {
      tags,
      operationId: 'getMemberHistory',
      summary: "A member's history (archived, restored, reassigned, invited…), newest first",
      params: MemberIdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: Type.Ref('MemberEventPage'), ...errors(400, 401, 404) },
    },
    handler: async (request) => {
      const member = await findMemberInReach(app.db, request.auth, request.params.id);
      if (!member) throw notFound(NOT_FOUND);
      return listMemberEvents(app.db, member.id, request.query.page ?? 1, request.query.size ?? 20);
    },
  });

  app.delete('/user-company/:id', {
    schema: {
      tags,
      operationId: 'archiveMember',
      summary: 'Archive a member: they can no longer sign in; everything they own is kept',
      description:
        'Admins may archive anyone but the last active admin, marketers their own agents, agents their own clients. A member with active downline must have it reassigned first (409).',
      params: MemberIdParamsSchema,
      response: { 200: Type.Ref('Member'), ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => announced(request, await archiveMember(app, request.auth, request.params.id)),
  });

  app.put('/user-company/:id/restore', {
    schema: {
      tags,
      operationId: 'restoreMember',
      summary: 'Restore an archived member',
      description:
        'Same permission as archiving. A member whose upline is archived cannot be restored until that upline is restored or the member is reassigned (409).',
      params: MemberIdParamsSchema,
      response: { 200: Type.Ref('Member'), ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => announced(request, await restoreMember(app, request.auth, request.params.id)),
  });

  app.put('/user-company/:id/reassign', {
    schema: {
      tags,
      operationId: 'reassignMember',
      summary: 'Move a member (with their own downline) under another upline of the right role',
      description:
        "Admins move anyone; a marketer moves their agents' clients to another of their agents (the policy table's reassign). marketer → admin, agent → marketer, client → agent; an admin goes under another admin, or to the top with null. The new upline must be someone the caller can see.",
      params: MemberIdParamsSchema,
      body: ReassignBodySchema,
      response: { 200: Type.Ref('Member'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) =>
      announced(request, await reassignMember(app, request.auth, request.params.id, request.body.invited_by_id)),
  });

  app.put('/user-company/:id/principal', {
    schema: {
      tags,
      operationId: 'markPrincipal',
      summary: 'Mark a marketer or agent as a principal, who approves materials, or unmark them (admins)',
      params: MemberIdParamsSchema,
      body: PrincipalBodySchema,
      response: { 200: Type.Ref('MemberDetails'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => markPrincipal(app.db, request.auth, request.params.id, request.body.principal),
  });
};
