import type { Db } from '../../db/connect.js';
import {
  DEFAULT_DIGEST_FREQUENCY,
  DEFAULT_DIGEST_HOUR,
  DIGEST_FREQUENCIES,
  MAIL_CHANNELS,
  MAIL_KINDS,
  isEssential,
  roleDefault,
  type DigestFrequency,
  type MailChannel,
  type MailKind,
  type MailRole,
} from '../../contract/mail-preferences.js';

/* A member's mail settings as read: their own choices over their company's defaults over their role's. */

export type Channels = Partial<Record<MailKind, MailChannel>>;

export interface DigestSettings {
  frequency: DigestFrequency;
  hour: number;
  time_zone: string;
}

/** What decides how a member is told: their role, their own choices, then their company's defaults. */
export interface MailSettings {
  membershipId: string;
  companyId: string;
  role: MailRole;
  email: string;
  fullName: string;
  status: string;
  channels: Record<MailKind, MailChannel>;
  digest: DigestSettings;
}

export const parseChannels = (json: string | null | undefined): Channels => {
  if (!json) return {};
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const out: Channels = {};
    for (const kind of MAIL_KINDS) {
      const value = raw[kind];
      if (typeof value === 'string' && (MAIL_CHANNELS as readonly string[]).includes(value)) out[kind] = value as MailChannel;
    }
    return out;
  } catch {
    return {};
  }
};

export const frequencyOf = (value: string | null | undefined): DigestFrequency | null =>
  value && (DIGEST_FREQUENCIES as readonly string[]).includes(value) ? (value as DigestFrequency) : null;

/** Each kind's channel: essential mail always at once; else the member's choice, the company's, the role's. */
function resolve(role: MailRole, own: Channels, company: Channels): Record<MailKind, MailChannel> {
  const out = {} as Record<MailKind, MailChannel>;
  for (const kind of MAIL_KINDS) out[kind] = isEssential(kind) ? 'now' : (own[kind] ?? company[kind] ?? roleDefault(role, kind));
  return out;
}

/** The mail settings of members, read in one statement (the digest reads a batch of members at once). */
export async function mailSettingsOf(db: Db, membershipIds: readonly string[]): Promise<Map<string, MailSettings>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('mail_preference as p', 'p.membership_id', 'm.id')
    .leftJoin('company_mail_default as d', 'd.company_id', 'm.company_id')
    .select([
      'm.id',
      'm.company_id',
      'm.role',
      'm.status',
      'u.email',
      'u.first_name',
      'u.last_name',
      'p.channels as own',
      'p.digest_frequency as own_frequency',
      'p.digest_hour as own_hour',
      'p.time_zone',
      'd.channels as company',
      'd.digest_frequency as company_frequency',
      'd.digest_hour as company_hour',
    ])
    .where('m.id', 'in', membershipIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        membershipId: r.id,
        companyId: r.company_id,
        role: r.role,
        email: r.email,
        fullName: `${r.first_name} ${r.last_name}`.trim(),
        status: r.status,
        channels: resolve(r.role, parseChannels(r.own), parseChannels(r.company)),
        digest: {
          frequency: frequencyOf(r.own_frequency) ?? frequencyOf(r.company_frequency) ?? DEFAULT_DIGEST_FREQUENCY,
          hour: Number(r.own_hour ?? r.company_hour ?? DEFAULT_DIGEST_HOUR),
          time_zone: r.time_zone ?? 'UTC',
        },
      },
    ]),
  );
}

export async function mailSettings(db: Db, membershipId: string): Promise<MailSettings | undefined> {
  return (await mailSettingsOf(db, [membershipId])).get(membershipId);
}
