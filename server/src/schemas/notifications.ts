import { Type } from 'typebox';
import { NotificationItemSchema } from '../contract/realtime-messages.js';

/** The realtime contract's notification (contract/realtime-messages.ts), with the API's descriptions. */
export const NotificationSchema = Type.Object(
  {
    ...NotificationItemSchema.properties,
    type: Type.String({ description: 'What happened, e.g. invitation_accepted, content_received.' }),
    link: Type.Union([Type.String(), Type.Null()], { description: 'Where in the app it leads, if anywhere.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'NotificationItem', title: 'NotificationItem' },
);

export const NotificationPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('NotificationItem')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
    unread: Type.Integer({ description: 'Unread notifications of the member, over all pages.' }),
  },
  { $id: 'NotificationPage', title: 'NotificationPage' },
);

export const NotificationListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const NotificationIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const NotificationUpdateSchema = Type.Object(
  { read: Type.Boolean() },
  { additionalProperties: false, title: 'NotificationUpdate' },
);

export const ReadAllResultSchema = Type.Object(
  { updated: Type.Integer({ description: 'How many were marked read.' }) },
  { title: 'ReadAllResult' },
);
