import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invitationRoutes } from './invitations.js';

/** Routes of the user-company tag: invitations here; member routes join in their own file. */
export const userCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(invitationRoutes);
};
