import { usStateCode } from '../../contract/form-fields.js';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';

/**
 * Who may hold an original's copies (docs/distribution.md, "Gating"): agents need a securities licence
 * when the original requires one; clients must be in one of its states when it names some. Admins,
 * marketers and the owner of the original are not gated. Read when a holder asks, never stored on the
 * copies: a change of licence or state withholds or restores what they hold at once.
 */

/** An original's rules, as read from its row. */
export interface Rules {
  requiresLicense: boolean;
  /** US state codes; null: anywhere. */
  allowedStates: string[] | null;
  watermarkClients: boolean;
}

export const NO_RULES: Rules = { requiresLicense: false, allowedStates: null, watermarkClients: false };

export const rulesOf = (row: { requires_license: number; allowed_states: string | null; watermark_clients: number }): Rules => ({
  requiresLicense: Number(row.requires_license) === 1,
  allowedStates: row.allowed_states ? row.allowed_states.split(',') : null,
  watermarkClients: Number(row.watermark_clients) === 1,
});

export const gated = (rules: Rules) => rules.requiresLicense || rules.allowedStates !== null;

/** What decides whether a member qualifies, and what a refusal or a watermark names them by. */
export interface Member {
  id: string;
  role: Role;
  fullName: string;
  email: string;
  license: boolean;
  /** As written on their profile (it may be a name, a code, or something unrecognised). */
  state: string | null;
}

/** Members by id, in one statement per 500. */
export async function membersOf(db: Db, ids: readonly string[]): Promise<Map<string, Member>> {
  const out = new Map<string, Member>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom('user_company as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.role', 'u.first_name', 'u.last_name', 'u.email', 'u.has_security_license', 'u.state'])
      .where('m.id', 'in', part)
      .execute();
    for (const r of rows)
      out.set(r.id, {
        id: r.id,
        role: r.role,
        fullName: `${r.first_name} ${r.last_name}`.trim(),
        email: r.email,
        license: Number(r.has_security_license ?? 0) === 1,
        state: r.state,
      });
  }
  return out;
}

/**
 * Why this member may not hold a material with these rules, in words that say what to change; null
 * when they qualify. `self`: the words are for the member themselves (a withheld copy), else for a sender.
 */
export function qualificationRefusal(title: string, rules: Rules, member: Member, self: boolean): string | null {
  const name = `“${title}”`;
  const who = self ? 'you' : member.fullName;
  if (rules.requiresLicense && member.role === 'agent' && !member.license)
    return self
      ? `${name} is withheld: it is for agents with a securities licence, and your profile has none. It comes back when your licence is on file.`
      : `${who} cannot receive ${name}: it is for agents with a securities licence, and ${who} has none on file.`;
  if (rules.allowedStates && member.role === 'client') {
    const states = rules.allowedStates.join(', ');
    const code = usStateCode(member.state);
    if (!member.state?.trim())
      return self
        ? `${name} is withheld: it is only for clients in ${states}, and your profile has no state. Add your state to your profile.`
        : `${who} cannot receive ${name}: it is only for clients in ${states}, and ${who} has no state on file — add it to their profile.`;
    if (!code || !rules.allowedStates.includes(code))
      return self
        ? `${name} is withheld: it is only for clients in ${states}, and your state on file is ${member.state}.`
        : `${who} cannot receive ${name}: it is only for clients in ${states}, and ${who}'s state on file is ${member.state}.`;
  }
  return null;
}
