import { Type } from 'typebox';
import { Email, Name, Token } from '../common-fields.js';

export const InvitationSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    role: Type.Ref('Role'),
    first_name: Type.Union([Type.String(), Type.Null()]),
    last_name: Type.Union([Type.String(), Type.Null()]),
    status: Type.Enum(['pending', 'expired'], { type: 'string' }),
    sent_count: Type.Integer(),
    expires_at: Type.String({ format: 'date-time' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Invitation', title: 'Invitation' },
);

export const InviteMemberSchema = Type.Object(
  {
    email: Email,
    role: Type.Enum(['admin', 'marketer', 'agent', 'client'], { type: 'string' }),
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
  },
  { additionalProperties: false, title: 'InviteMember' },
);

export const InvitationIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const InvitationDetailsQuerySchema = Type.Object({ email: Email, token: Token }, { additionalProperties: false });

export const InvitationDetailsSchema = Type.Object(
  {
    email: Type.String(),
    role: Type.Ref('Role'),
    company_name: Type.String(),
    inviter_name: Type.String(),
    first_name: Type.Union([Type.String(), Type.Null()]),
    last_name: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'InvitationDetails', title: 'InvitationDetails' },
);
