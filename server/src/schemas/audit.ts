import { Type } from 'typebox';
import { AUDIT_ACTIONS } from '../services/audit/record.js';
import { PlainText } from './common-fields.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditActionSchema = Type.Enum([...AUDIT_ACTIONS], { $id: 'AuditAction', title: 'AuditAction', type: 'string' });

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    action: Type.Ref('AuditAction'),
    created_at: Type.String({ format: 'date-time' }),
    actor: Nullable(
      Type.Object(
        { id: Type.String(), full_name: Type.String(), email: Type.String(), role: Type.Ref('Role') },
        { description: 'Who acted; null when the system did.' },
      ),
    ),
    target: Nullable(
      Type.Object({
        type: Type.String(),
        id: Nullable(Type.String()),
        name: Nullable(Type.String({ description: 'What it was called at the time.' })),
      }),
    ),
    detail: Type.Record(Type.String(), Type.Unknown()),
    ip: Nullable(Type.String()),
    user_agent: Nullable(Type.String()),
  },
  { $id: 'AuditEntry', title: 'AuditEntry' },
);

export const AuditPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('AuditEntry')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'AuditPage', title: 'AuditPage' },
);

const filters = {
  member_id: Type.Optional(PlainText({ maxLength: 64, description: 'Entries where this member acted or was acted upon.' })),
  action: Type.Optional(AuditActionSchema),
  from: Type.Optional(PlainText({ maxLength: 40, description: 'From this day (YYYY-MM-DD, UTC) or instant, inclusive.' })),
  to: Type.Optional(PlainText({ maxLength: 40, description: 'Up to this day (YYYY-MM-DD, UTC) or instant, inclusive.' })),
};

export const AuditQuerySchema = Type.Object(
  {
    ...filters,
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const AuditExportQuerySchema = Type.Object(filters, { additionalProperties: false });

export const auditSchemas = [AuditActionSchema, AuditEntrySchema, AuditPageSchema];
