import type { Role } from '../db/schema.js';

/**
 * How a target member stands to the actor. Every relation is inside the actor's company; other
 * companies do not exist for a member.
 * - `self`: the actor's own membership;
 * - `upline`: the member who brought the actor in (the direct upline);
 * - `downline`: a member below the actor at any depth (their agents, those agents' clients…);
 * - `company`: any other member of the same company.
 */
export const RELATIONS = ['self', 'upline', 'downline', 'company'] as const;
export type Relation = (typeof RELATIONS)[number];

/** What one member may do to another. The first five are in use; the others are ready for forms and meetings. */
export const ACTIONS = [
  'see',
  'manage',
  'reassign',
  'invite',
  'sendContent',
  'sendForm',
  'fillForm',
  'reviewForm',
  'revealFormField',
  'inviteToMeeting',
  'joinRoom',
  'changeMeeting',
  'readEngagement',
] as const;
export type Action = (typeof ACTIONS)[number];

export const ROLES = ['admin', 'marketer', 'agent', 'client'] as const satisfies readonly Role[];

/** Who one role may act on: the relations that qualify and, when given, the roles the target must have. */
export interface Rule {
  relations: readonly Relation[];
  targetRoles?: readonly Role[];
}

/** No one. */
const NOBODY: Rule = { relations: [] };
const CLIENTS = ['client'] as const;

/**
 * DESIGN §4 as data: role × action → rule. Every permission check on the server reads this table
 * (policy/scope.ts for lists, policy/decide.ts for one target) and the SPA reads the same table from
 * `src/shared/api/generated/policy.gen.ts`, written by `npm run api:generate`.
 *
 * `invite` names the roles a member may invite; the invitee becomes their direct downline.
 * `fillForm` and `reviewForm` are about the client a form was sent to (its sender may always review it).
 * `revealFormField` is about that client too: whoever may see a form gets its sensitive answers masked
 * (last four), except its signer, and reading one in full is this action (a call of its own, audited and
 * throttled). Unlike review, a sender has no standing exception: once the client is moved away from
 * them, they still see the form, masked, but can no longer reveal.
 * `reassign` moves the target under another upline the actor can see: a marketer moves the clients of
 * their agents to another of their own agents (e.g. before archiving an agent); admins move anyone.
 * `joinRoom` is about the room's host: a member of the same company who has the link may knock.
 * `changeMeeting` is about the room's host too: only the host moves the meeting to another time or cancels it.
 * `readEngagement`: what a member holds of the company's materials and what they opened (an agent's
 * client page), and the roll-up of what a marketer sent their agents (`self`: one's own roll-up).
 */
export const POLICY = {
  see: {
    admin: { relations: ['self', 'company'] },
    marketer: { relations: ['downline'] },
    agent: { relations: ['downline'] },
    client: { relations: ['self', 'upline'] },
  },
  manage: {
    admin: { relations: ['company'] },
    marketer: { relations: ['downline'], targetRoles: ['agent'] },
    agent: { relations: ['downline'], targetRoles: ['client'] },
    client: NOBODY,
  },
  reassign: {
    admin: { relations: ['company'] },
    marketer: { relations: ['downline'], targetRoles: CLIENTS },
    agent: NOBODY,
    client: NOBODY,
  },
  invite: {
    admin: { relations: ['downline'], targetRoles: ['admin', 'marketer'] },
    marketer: { relations: ['downline'], targetRoles: ['agent'] },
    agent: { relations: ['downline'], targetRoles: ['client'] },
    client: NOBODY,
  },
  sendContent: {
    admin: { relations: ['company'] },
    marketer: { relations: ['downline', 'upline'] },
    agent: { relations: ['downline', 'upline'] },
    client: { relations: ['upline'] },
  },
  sendForm: {
    admin: { relations: ['company'], targetRoles: CLIENTS },
    marketer: { relations: ['downline'], targetRoles: CLIENTS },
    agent: { relations: ['downline'], targetRoles: CLIENTS },
    client: NOBODY,
  },
  fillForm: {
    admin: NOBODY,
    marketer: NOBODY,
    agent: NOBODY,
    client: { relations: ['self'] },
  },
  reviewForm: {
    admin: { relations: ['company'], targetRoles: CLIENTS },
    marketer: { relations: ['downline'], targetRoles: CLIENTS },
    agent: { relations: ['downline'], targetRoles: CLIENTS },
    client: NOBODY,
  },
  revealFormField: {
    admin: { relations: ['company'], targetRoles: CLIENTS },
    marketer: { relations: ['downline'], targetRoles: CLIENTS },
    agent: { relations: ['downline'], targetRoles: CLIENTS },
    client: { relations: ['self'] },
  },
  inviteToMeeting: {
    admin: { relations: ['company'] },
    marketer: { relations: ['downline', 'upline'] },
    agent: { relations: ['downline', 'upline'] },
    client: { relations: ['upline'] },
  },
  joinRoom: {
    admin: { relations: ['self', 'company'] },
    marketer: { relations: ['self', 'company'] },
    agent: { relations: ['self', 'company'] },
    client: { relations: ['self', 'company'] },
  },
  changeMeeting: {
    admin: { relations: ['self'] },
    marketer: { relations: ['self'] },
    agent: { relations: ['self'] },
    client: { relations: ['self'] },
  },
  readEngagement: {
    admin: { relations: ['self', 'company'] },
    marketer: { relations: ['self', 'downline'] },
    agent: { relations: ['downline'], targetRoles: CLIENTS },
    client: NOBODY,
  },
} as const satisfies Record<Action, Record<Role, Rule>>;

/** What a member may do to their company itself, with no target member. */
export const COMPANY_ACTIONS = [
  'manageCompany',
  'readAudit',
  'manageFormTemplates',
  'seeArchivedTemplates',
  'markPrincipal',
  'setMailDefaults',
  'exportDistribution',
  'readCompanyEngagement',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * Company-level actions as data: action → the roles allowed. Read on the server by policy/company.ts and
 * in the SPA from the same generated file as POLICY.
 *
 * `manageCompany`: change the company's details and its logo (everyone may read them), and its
 * distribution settings (approval before clients, the default lifetime of a material).
 * `readAudit`: read and export the company's audit log.
 * `manageFormTemplates`: build, edit, archive and restore the intake form templates (everyone who may
 * send a form reads the active ones).
 * `seeArchivedTemplates`: list and open archived templates (to others they do not exist); whoever
 * manages templates needs it, to restore one.
 * `markPrincipal`: mark a marketer or agent as a principal (an approver of materials), or unmark them.
 * `setMailDefaults`: choose how the company's members are mailed unless they choose otherwise.
 * `exportDistribution`: export the delivery records of every original used in a date range (CSV and the
 * sealed report) — the examiner's request that names no one material.
 * `readCompanyEngagement`: the start page's company-wide summary — what was sent recently and opened,
 * the most- and least-opened materials, and what is withheld, expired, recalled or awaiting approval.
 */
export const COMPANY_POLICY = {
  manageCompany: ['admin'],
  readAudit: ['admin'],
  manageFormTemplates: ['admin'],
  seeArchivedTemplates: ['admin'],
  markPrincipal: ['admin'],
  setMailDefaults: ['admin'],
  exportDistribution: ['admin'],
  readCompanyEngagement: ['admin'],
} as const satisfies Record<CompanyAction, readonly Role[]>;

/**
 * How the actor stands to a material (docs/distribution.md): `origin` — they own the original (their
 * upload); `copy` — it reached them by a send or a copy (linked to its origin or not); `company` — it is
 * an original of their company (whoever holds it); `principal` — the same, and an admin marked the actor
 * as a principal. Someone with no relation does not see the material at all (404).
 */
export const MATERIAL_RELATIONS = ['origin', 'copy', 'company', 'principal'] as const;
export type MaterialRelation = (typeof MATERIAL_RELATIONS)[number];

/** What a member may do to a material. */
export const MATERIAL_ACTIONS = [
  'uploadMaterialVersion',
  'readMaterialVersions',
  'approveMaterial',
  'recallMaterial',
  'renewMaterial',
  'setMaterialRules',
  'readDistribution',
] as const;
export type MaterialAction = (typeof MATERIAL_ACTIONS)[number];

/** Approvers: admins by role, marketers and agents when marked principal; never a client. */
const APPROVERS = { admin: ['company'], marketer: ['principal'], agent: ['principal'], client: [] } as const;
/** The owner of the original, and the approvers. */
const OWNER_OR_APPROVER = {
  admin: ['origin', 'company'],
  marketer: ['origin', 'principal'],
  agent: ['origin', 'principal'],
  client: ['origin'],
} as const;

/**
 * Material actions as data: action → role → the relations that qualify. Read on the server by
 * policy/material.ts and in the SPA from the same generated file as POLICY.
 *
 * `uploadMaterialVersion`: upload a new version of the material (same id, same place); every copy
 * follows it once it is approved (or at once, where the company needs no approval).
 * `readMaterialVersions`: list the versions and open an older one (the approvers compare them).
 * `approveMaterial`: approve or reject a pending version, with a note. Approving one version never
 * approves the next. `recallMaterial`: withdraw the material from every copy at every depth, with a
 * reason, and undo that. `renewMaterial`: change or clear its "use until" date.
 * `setMaterialRules`: who may hold its copies (a securities licence, US states) and whether clients get
 * it watermarked; a new version keeps them. Where approval is on, only an approver changes them.
 * `readDistribution`: the delivery record of every copy (the Distribution page and the examiner's
 * export). A holder who sent their copy on sees, without this, the copies that came through them.
 * A copy's holder only ever sees the current version, and may remove their own copy (which hides it
 * from them only).
 */
export const MATERIAL_POLICY = {
  uploadMaterialVersion: { admin: ['origin'], marketer: ['origin'], agent: ['origin'], client: ['origin'] },
  readMaterialVersions: OWNER_OR_APPROVER,
  approveMaterial: APPROVERS,
  recallMaterial: OWNER_OR_APPROVER,
  renewMaterial: OWNER_OR_APPROVER,
  setMaterialRules: OWNER_OR_APPROVER,
  readDistribution: OWNER_OR_APPROVER,
} as const satisfies Record<MaterialAction, Record<Role, readonly MaterialRelation[]>>;

/** Actions whose target must be an active member (one does not send to an archived member). */
export const ACTIVE_TARGET_ONLY: readonly Action[] = ['sendContent', 'sendForm', 'inviteToMeeting'];

/** The role a member's upline must have; an admin's upline is another admin or nobody. */
export const UPLINE_ROLE: Record<Role, Role> = { admin: 'admin', marketer: 'admin', agent: 'marketer', client: 'agent' };

export const ruleOf = (role: Role, action: Action): Rule => POLICY[action][role];

/** The roles a member of this role may invite. */
export const invitableRoles = (role: Role): readonly Role[] => ruleOf(role, 'invite').targetRoles ?? [];
