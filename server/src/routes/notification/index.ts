import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationUpdateSchema,
  ReadAllResultSchema,
} from '../../schemas/notification.js';
import { listNotifications, markAllNotificationsRead, updateNotification } from '../../services/notifications/notifications.js';

const tags = ['notification'];
const security = [{ bearerAuth: [] }];

/** The signed-in member's own notifications; they also arrive live on /general/ws. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/notification/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'listNotifications',
      summary: 'My notifications, newest first, with the unread count',
      security,
      querystring: NotificationListQuerySchema,
      response: { 200: Type.Ref('NotificationPage'), ...errors(400, 401) },
    },
    handler: async (request) => listNotifications(app.db, request.auth, request.query.page ?? 1, request.query.size ?? 20),
  });

  app.put('/notification/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'updateNotification',
      summary: 'Mark one of my notifications read or unread',
      security,
      params: NotificationIdParamsSchema,
      body: NotificationUpdateSchema,
      response: { 200: Type.Ref('NotificationItem'), ...errors(400, 401, 404) },
    },
    handler: async (request) => updateNotification(app.db, request.auth, request.params.id, request.body.read),
  });

  app.post('/notification/read-all', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'markAllNotificationsRead',
      summary: 'Mark all my notifications read',
      security,
      response: { 200: ReadAllResultSchema, ...errors(401) },
    },
    handler: async (request) => markAllNotificationsRead(app.db, request.auth),
  });
};
