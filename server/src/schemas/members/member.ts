import { Type } from 'typebox';
import { PlainText } from '../common-fields.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const MemberStatusSchema = Type.Enum(['active', 'archived'], {
  $id: 'MemberStatus',
  title: 'MemberStatus',
  type: 'string',
});

const memberFields = {
  id: Type.String({ description: 'The membership id.' }),
  user_id: Type.String(),
  role: Type.Ref('Role'),
  invited_by_id: Nullable(Type.String({ description: 'The upline: the membership this member sits under.' })),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  avatar: Nullable(Type.String({ description: "The member's photo: a path on this API (same origin as the app), or null." })),
  status: Type.Ref('MemberStatus'),
  created_at: Type.String({ format: 'date-time' }),
  archived_at: Nullable(Type.String({ format: 'date-time' })),
  downline_count: Type.Integer({ description: 'Active members directly below this one.' }),
};

export const MemberSchema = Type.Object(memberFields, { $id: 'Member', title: 'Member' });

export const MemberPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('Member')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'MemberPage', title: 'MemberPage' },
);

export const MemberSummarySchema = Type.Object(
  { id: Type.String(), full_name: Type.String(), role: Type.Ref('Role'), status: Type.Ref('MemberStatus') },
  { $id: 'MemberSummary', title: 'MemberSummary' },
);

export const MemberDetailsSchema = Type.Object(
  {
    ...memberFields,
    invited_by: Nullable(Type.Ref('MemberSummary')),
    downline: Type.Object({ active: Type.Integer(), archived: Type.Integer() }, { description: 'Direct downline by status.' }),
    principal: Type.Boolean({ description: 'An admin marked this member as a principal: they approve materials.' }),
  },
  { $id: 'MemberDetails', title: 'MemberDetails' },
);

export const UplineDetailsSchema = Type.Object(
  {
    id: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    role: Type.Ref('Role'),
    avatar: Nullable(Type.String()),
  },
  { $id: 'UplineDetails', title: 'UplineDetails' },
);

export const MemberEventSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String({ description: 'archived, restored, reassigned, invited, joined…' }),
    member_id: Type.String(),
    actor: Nullable(Type.Object({ id: Type.String(), full_name: Type.String(), role: Type.Ref('Role') })),
    detail: Type.Object({}, { additionalProperties: true, description: 'Depends on the type; reassigned has from and to.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'MemberEvent', title: 'MemberEvent' },
);

export const MemberEventPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref('MemberEvent')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'MemberEventPage', title: 'MemberEventPage' },
);

const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'From 1.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const MemberListQuerySchema = Type.Object(
  {
    role: Type.Optional(Type.Enum(['admin', 'marketer', 'agent', 'client'], { type: 'string' })),
    ...paging,
    invited_by_id: Type.Optional(
      PlainText({ minLength: 1, maxLength: 64, description: 'Only members directly under this upline.' }),
    ),
    full_name: Type.Optional(
      PlainText({
        maxLength: 100,
        description: 'Case-insensitive; matches any part of the first name, the last name, or "first last".',
      }),
    ),
    sort: Type.Optional(
      Type.Enum(['name', '-name', 'created_at', '-created_at'], {
        type: 'string',
        default: 'name',
        description: 'A leading "-" sorts descending.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PageQuerySchema = Type.Object(paging, { additionalProperties: false });

export const MemberIdParamsSchema = Type.Object({
  id: PlainText({ minLength: 1, maxLength: 64, description: 'The membership id.' }),
});

export const ReassignBodySchema = Type.Object(
  {
    invited_by_id: Nullable(
      PlainText({
        minLength: 1,
        maxLength: 64,
        description:
          'The new upline: an active admin for a marketer, marketer for an agent, agent for a client; another admin or null for an admin.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const memberSchemas = [
  MemberStatusSchema,
  MemberSchema,
  MemberPageSchema,
  MemberSummarySchema,
  MemberDetailsSchema,
  UplineDetailsSchema,
  MemberEventSchema,
  MemberEventPageSchema,
];

export const PrincipalBodySchema = Type.Object(
  { principal: Type.Boolean({ description: 'true: the member approves materials (marketers and agents only).' }) },
  { additionalProperties: false },
);
