import type { Kysely } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { Database, FormStatus, FormStep } from '../../db/schema.js';
import { scopeOf, scopeShape, type ScopeShape } from '../../policy/index.js';
import type { Actor } from '../../policy/index.js';

/**
 * The statements of the forms list, each built once per shape (`queryShapes`), like the content and
 * member lists: a list's miss costs what the database spends running them, not what building them would.
 */

/** What decides a forms list statement's SQL. */
export interface FormListShape {
  /** The actor's role and its `fillForm` and `reviewForm` rules. */
  fill: ScopeShape;
  review: ScopeShape;
  /** Only the forms of one client (`client`). */
  byClient: boolean;
  /** Only forms in one status (`status`). */
  byStatus: boolean;
}

/** The values a forms list statement runs with. */
export interface FormListParams {
  /** The actor's membership and company. */
  actor: string;
  company: string;
  client?: string;
  status?: FormStatus;
  limit?: number;
  offset?: number;
}

export const formListShape = (actor: Actor, query: { client_id?: string; status?: FormStatus }): FormListShape => ({
  fill: scopeShape(actor.role, 'fillForm'),
  review: scopeShape(actor.role, 'reviewForm'),
  byClient: Boolean(query.client_id),
  byStatus: Boolean(query.status),
});

type Params = { readonly [K in keyof FormListParams]: FormListParams[K] };

/**
 * The forms the actor sent, those they may fill (a client's own) and those they may review (the forms of
 * the clients below them), with the filters. The policy builds its conditions from an actor whose ids are
 * the stand-ins: each reaches the query as a whole parameter.
 */
const matching = (db: Kysely<Database>, s: FormListShape, p: Params) => {
  const actor = { membershipId: p.actor, companyId: p.company, role: s.fill.role };
  return db
    .selectFrom('intake_form as f')
    .where('f.company_id', '=', p.company)
    .where((eb) =>
      eb.or([
        eb('f.shared_by_id', '=', p.actor),
        eb('f.owner_id', 'in', eb.selectFrom('user_company as m').select('m.id').where(scopeOf(actor, 'fillForm'))),
        eb('f.owner_id', 'in', eb.selectFrom('user_company as m').select('m.id').where(scopeOf(actor, 'reviewForm'))),
      ]),
    )
    .$if(s.byClient, (q) => q.where('f.owner_id', '=', p.client!))
    .$if(s.byStatus, (q) => q.where('f.status', '=', p.status!));
};

/** How many forms the list has. */
export const formCount = queryShapes<Database, FormListShape, FormListParams, { n: number | string | bigint }>((db, s, p) =>
  matching(db, s, p).select((eb) => eb.fn.countAll().as('n')),
);

export interface FormListRow {
  id: string;
  title: string;
  status: FormStatus;
  due_at: string | null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  shared_by_id: string | null;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_email: string | null;
  step: FormStep | null;
  pdf_sha256: string | null;
}

/** A page of the list, newest first (`limit`, `offset`), with the client's and the sender's names. */
export const formPage = queryShapes<Database, FormListShape, FormListParams, FormListRow>((db, s, p) =>
  matching(db, s, p)
    .innerJoin('user_company as om', 'om.id', 'f.owner_id')
    .innerJoin('users as ou', 'ou.id', 'om.user_id')
    .leftJoin('user_company as sm', 'sm.id', 'f.shared_by_id')
    .leftJoin('users as su', 'su.id', 'sm.user_id')
    .innerJoin('intake_form_template_version as tv', 'tv.id', 'f.template_version_id')
    .select([
      'f.id',
      'f.title',
      'f.status',
      'f.due_at',
      'f.signed_at',
      'f.created_at',
      'f.updated_at',
      'f.owner_id',
      'ou.first_name as owner_first_name',
      'ou.last_name as owner_last_name',
      'ou.email as owner_email',
      'f.shared_by_id',
      'su.first_name as sender_first_name',
      'su.last_name as sender_last_name',
      'su.email as sender_email',
      'f.step',
      'tv.pdf_sha256',
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(p.limit!)
    .offset(p.offset!),
);
