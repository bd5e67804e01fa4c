import { Type } from 'typebox';
import { PlainText } from '../common-fields.js';

/**
 * Engagement where people work (docs/distribution.md, "Engagement"): what one member holds and opened,
 * a marketer's roll-up per agent, and the admin's company-wide summary.
 */

const N = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

const HOLDING_STATES = ['withdrawn', 'expired', 'pending', 'rejected', 'withheld'] as const;

const pageFields = {
  page: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const MemberParams = Type.Object(
  { member_id: PlainText({ minLength: 1, maxLength: 36, description: 'The membership id.' }) },
  { additionalProperties: false },
);

export const HoldingsQuery = Type.Object(
  {
    ...pageFields,
    opened: Type.Optional(
      Type.Enum(['yes', 'no'], { type: 'string', description: 'Only what they opened (yes) or have not opened yet (no).' }),
    ),
  },
  { additionalProperties: false },
);

export const AgentEngagementQuery = Type.Object(
  {
    ...pageFields,
    marketer_id: Type.Optional(
      PlainText({ minLength: 1, maxLength: 36, description: 'Whose agents (admins); a marketer reads their own.' }),
    ),
  },
  { additionalProperties: false },
);

export const EngagementSummaryQuery = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 365, default: 30, description: 'How far back "recently" reaches.' }) },
  { additionalProperties: false },
);

export const HoldingSchema = Type.Object(
  {
    copy_id: Type.String({ description: 'Their copy (the material in their "shared with me").' }),
    origin_id: Type.String({ description: 'The original it is a copy of.' }),
    title: Type.String(),
    content_type: Type.String(),
    version: Type.Integer({ description: 'The version their copy shows.' }),
    received_at: Type.String(),
    sent_by: N(Type.String(), 'Who sent it to them.'),
    view_only: Type.Boolean(),
    no_resend: Type.Boolean(),
    states: Type.Array(Type.Enum(HOLDING_STATES, { type: 'string' }), {
      description: 'What keeps it from them now, most serious first. Empty: they can use it.',
    }),
    withheld_reason: N(Type.String(), 'Why it is withheld from them (their licence or state), and what to change.'),
    version_state: N(
      Type.Enum(['published', 'pending', 'approved', 'rejected'], { type: 'string' }),
      'The state of the version their copy shows.',
    ),
    use_until: N(Type.String()),
    first_open: N(Type.String(), 'Their first open, preview or download; null: not opened yet.'),
    last_open: N(Type.String()),
    opens: Type.Integer({ description: 'Opens of the page, previews and downloads.' }),
  },
  { $id: 'Holding', title: 'Holding' },
);

const HoldingsPageSchema = Type.Object(
  {
    member: Type.Object({ id: Type.String(), full_name: Type.String(), role: Type.Ref('Role') }),
    items: Type.Array(Type.Ref('Holding')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'HoldingsPage', title: 'HoldingsPage' },
);

const ReachSchema = Type.Object(
  {
    sent: Type.Integer(),
    opened: Type.Integer({ description: '…opened, previewed or downloaded at least once.' }),
    pending: Type.Integer({ description: '…not opened yet.' }),
  },
  { $id: 'Reach', title: 'Reach' },
);

export const AgentEngagementSchema = Type.Object(
  {
    agent: Type.Object({ id: Type.String(), full_name: Type.String(), email: Type.String() }),
    materials: Type.Ref('Reach', {
      description: 'The materials the marketer sent this agent, and whether the agent opened each.',
    }),
    clients: Type.Ref('Reach', {
      description: "Copies of those materials the agent's clients hold, and whether each client opened theirs.",
    }),
    last_open: N(Type.String(), 'The last open of those materials by the agent or one of their clients.'),
  },
  { $id: 'AgentEngagement', title: 'AgentEngagement' },
);

const AgentEngagementPageSchema = Type.Object(
  {
    marketer: Type.Object({ id: Type.String(), full_name: Type.String() }),
    items: Type.Array(Type.Ref('AgentEngagement')),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'AgentEngagementPage', title: 'AgentEngagementPage' },
);

export const MaterialReachSchema = Type.Object(
  {
    origin_id: Type.String(),
    title: Type.String(),
    recipients: Type.Integer({ description: 'Members it was sent to in the period.' }),
    opened: Type.Integer({ description: '…of whom opened it (at any time since).' }),
    open_rate: Type.Number({ description: 'opened / recipients, from 0 to 1.' }),
    last_sent: Type.String(),
  },
  { $id: 'MaterialReach', title: 'MaterialReach' },
);

export const EngagementSummarySchema = Type.Object(
  {
    since: Type.String({ description: 'The start of the period (ISO 8601); it ends now.' }),
    sent: Type.Object({
      materials: Type.Integer({ description: 'Materials sent in the period.' }),
      recipients: Type.Integer({ description: 'Deliveries in the period (a member once per material).' }),
      opened: Type.Integer({ description: '…of them opened.' }),
      open_rate: N(Type.Number(), 'opened / recipients; null when nothing was sent.'),
    }),
    recent: Type.Array(Type.Ref('MaterialReach'), { description: 'The materials sent last (up to 5).' }),
    most_opened: Type.Array(Type.Ref('MaterialReach'), { description: 'The highest open rates (up to 5).' }),
    least_opened: Type.Array(Type.Ref('MaterialReach'), {
      description: 'The lowest open rates (up to 5), none of them among the most opened.',
    }),
    awaiting_approval: Type.Integer({ description: 'Versions waiting for an approver.' }),
    expired: Type.Integer({ description: 'Originals whose "use until" has passed (not recalled).' }),
    withdrawn: Type.Integer({ description: 'Originals recalled.' }),
    expiring: Type.Array(Type.Object({ origin_id: Type.String(), title: Type.String(), use_until: Type.String() }), {
      description: 'Originals whose "use until" falls within the next 14 days, soonest first (up to 10).',
    }),
    expiring_total: Type.Integer(),
    withheld: Type.Object({
      copies: Type.Integer({ description: "Copies withheld now because a holder's licence or state does not qualify." }),
      materials: Type.Array(Type.Object({ origin_id: Type.String(), title: Type.String(), copies: Type.Integer() }), {
        description: 'The originals with the most withheld copies (up to 5).',
      }),
    }),
  },
  { $id: 'EngagementSummary', title: 'EngagementSummary' },
);

export const engagementSchemas = [
  HoldingSchema,
  HoldingsPageSchema,
  ReachSchema,
  AgentEngagementSchema,
  AgentEngagementPageSchema,
  MaterialReachSchema,
  EngagementSummarySchema,
];
