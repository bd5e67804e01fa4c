import { Type } from 'typebox';
import { PlainText } from './common-fields.js';

const N = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

/** Who may hold an original's copies, and whether clients get it watermarked (docs/distribution.md, "Gating"). */
export const DistributionRulesSchema = Type.Object(
  {
    requires_license: Type.Boolean({ description: 'Agents need a securities licence on file to hold it.' }),
    allowed_states: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
      maxItems: 51,
      description: 'US state codes its clients must be in (their profile state); empty: anywhere.',
    }),
    watermark_clients: Type.Boolean({
      description: 'PDF pages and images a client opens carry their name, email and the date (the stored file is unchanged).',
    }),
  },
  { $id: 'DistributionRules', title: 'DistributionRules', additionalProperties: false },
);

export const RulesBody = Type.Object(DistributionRulesSchema.properties, { additionalProperties: false });

export const DistributionQuery = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this version: who received it, and its events.' })),
    state: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Only holders in this US state (their profile).' })),
    page: Type.Integer({ minimum: 1, default: 1 }),
    size: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    after_id: Type.Optional(
      PlainText({
        maxLength: 36,
        description:
          'The last person of the page before `page` (as the client has it): the page is the people after them, found without reading the ones before. An id not in this list is ignored.',
      }),
    ),
    before_id: Type.Optional(
      PlainText({
        maxLength: 36,
        description: 'The first person of the page after `page`: the page is the people before them. Not with after_id.',
      }),
    ),
  },
  { additionalProperties: false },
);

const VersionRecordSchema = Type.Object(
  {
    number: Type.Integer(),
    sha256: Type.String(),
    state: Type.String({ description: 'published, pending, approved or rejected.' }),
    created_at: Type.String(),
    author: N(Type.String(), 'Who uploaded it.'),
    decided_by: N(Type.String(), 'Who approved (or rejected) it.'),
    decided_at: N(Type.String()),
    first_use: N(Type.String(), 'Its first send or open by a holder, from the record.'),
    last_use: N(Type.String(), 'Its last send or open by a holder.'),
  },
  { $id: 'VersionRecord', title: 'VersionRecord' },
);

const LevelCountSchema = Type.Object(
  {
    role: Type.String(),
    received: Type.Integer({ description: 'Holders of this role with a copy.' }),
    opened: Type.Integer({ description: '…who opened, previewed or downloaded it at least once.' }),
    downloaded: Type.Integer({ description: '…who downloaded it.' }),
  },
  { $id: 'LevelCount', title: 'LevelCount' },
);

const RecipientRecordSchema = Type.Object(
  {
    member_id: Type.String(),
    full_name: Type.String(),
    email: Type.String(),
    role: Type.String(),
    state: N(Type.String(), 'Their US state code (profile), or null.'),
    sent_by: N(Type.String(), 'Who sent them their copy (the level above).'),
    sent_by_id: N(Type.String()),
    version: Type.Integer({ description: 'The version their copy shows now.' }),
    received_at: Type.String(),
    view_only: Type.Boolean(),
    no_resend: Type.Boolean(),
    first_open: N(Type.String()),
    last_open: N(Type.String()),
    opens: Type.Integer({ description: 'Opens of the page, previews and downloads.' }),
    downloads: Type.Integer(),
    withheld_at: N(Type.String(), 'Their copy is withheld now (licence or state): since when. Null: not withheld.'),
    withheld_reason: N(Type.String(), 'Why it is withheld, in words.'),
  },
  { $id: 'RecipientRecord', title: 'RecipientRecord' },
);

const DistributionSchema = Type.Object(
  {
    material: Type.Object({ id: Type.String(), title: Type.String(), owner: Type.String() }),
    scope: Type.Enum(['all', 'below_me'], {
      type: 'string',
      description: 'all: the owner and approvers see every copy; below_me: a sender sees the copies that came through them.',
    }),
    versions: Type.Array(Type.Ref('VersionRecord')),
    levels: Type.Array(Type.Ref('LevelCount'), { description: 'admin → marketers → agents → clients.' }),
    recalls: Type.Array(Type.Object({ at: Type.String(), by: N(Type.String()), version: Type.Integer() })),
    expiries: Type.Array(Type.Object({ at: Type.String(), version: Type.Integer() }), {
      description: 'When the original expired (its use-until date passed), with the version it showed.',
    }),
    people: Type.Object({
      items: Type.Array(Type.Ref('RecipientRecord')),
      total: Type.Integer(),
      page: Type.Integer(),
      size: Type.Integer(),
    }),
  },
  { $id: 'Distribution', title: 'Distribution' },
);

export const distributionSchemas = [
  DistributionRulesSchema,
  VersionRecordSchema,
  LevelCountSchema,
  RecipientRecordSchema,
  DistributionSchema,
];
