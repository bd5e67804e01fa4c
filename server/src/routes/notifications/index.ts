import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationUpdateSchema,
  ReadAllResultSchema,
} from '../../schemas/notifications.js';
import {
  listNotifications,
  markAllNotificationsRead,
  unreadCount,
  updateNotification,
  type NotificationsRead,
} from '../../services/notifications/notifications.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['notification'];

/** The signed-in member's own notifications; they also arrive live on /general/ws. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  /** Every open tab of the member learns what was marked (the one that marked it too; it drops a repeat). */
  const tellTabs = async (membershipId: string, change: Omit<NotificationsRead, 'unread'>) => {
    try {
      const unread = await unreadCount(app.db, membershipId);
      await app.realtime.publish(membershipId, { type: 'notifications_read', payload: { ...change, unread } });
    } catch (error) {
      app.log.error({ err: error }, 'realtime: could not publish a read change');
    }
  };

  app.get('/notification/', {
    schema: {
      tags,
      operationId: 'listNotifications',
      summary: 'My notifications, newest first, with the unread count',
      querystring: NotificationListQuerySchema,
      response: { 200: Type.Ref('NotificationPage'), ...errors(400, 401) },
    },
    handler: async (request) => listNotifications(app.db, request.auth, request.query.page ?? 1, request.query.size ?? 20),
  });

  app.put('/notification/:id', {
    schema: {
      tags,
      operationId: 'updateNotification',
      summary: 'Mark one of my notifications read or unread',
      params: NotificationIdParamsSchema,
      body: NotificationUpdateSchema,
      response: { 200: Type.Ref('NotificationItem'), ...errors(400, 401, 404) },
    },
    handler: async (request) => {
      const item = await updateNotification(app.db, request.auth, request.params.id, request.body.read);
      await tellTabs(request.auth.membershipId, { ids: [item.id], read: item.read });
      return item;
    },
  });

  app.post('/notification/read-all', {
    schema: {
      tags,
      operationId: 'markAllNotificationsRead',
      summary: 'Mark all my notifications read',
      response: { 200: ReadAllResultSchema, ...errors(401) },
    },
    handler: async (request) => {
      const result = await markAllNotificationsRead(app.db, request.auth);
      await tellTabs(request.auth.membershipId, { ids: null, read: true });
      return result;
    },
  });
};
