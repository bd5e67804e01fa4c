import type { Db } from '../../db/connect.js';
import {
  DEFAULT_DIGEST_FREQUENCY,
  DEFAULT_DIGEST_HOUR,
  DIGEST_FREQUENCIES,
  ESSENTIAL_KINDS,
  MAIL_CHANNELS,
  MAIL_KINDS,
  MAIL_KIND_LABELS,
  isEssential,
  roleDefault,
  type DigestFrequency,
  type MailChannel,
  type MailKind,
  type MailRole,
} from '../../contract/mail-preferences.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { rescheduleMember } from './queue.js';
import { isTimeZone } from './schedule.js';

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

export interface PreferenceKind {
  kind: MailKind;
  label: string;
  channel: MailChannel;
  /** The channel the member gets if they make no choice (the company's default, else the role's). */
  default_channel: MailChannel;
  essential: boolean;
  /** Why it cannot be turned off (essential mail), else null. */
  essential_reason: string | null;
}

export interface MailPreferences {
  kinds: PreferenceKind[];
  digest: DigestSettings;
}

export interface CompanyMailDefaults {
  channels: Channels;
  digest: { frequency: DigestFrequency; hour: number };
}

const parseChannels = (json: string | null | undefined): Channels => {
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

const frequencyOf = (value: string | null | undefined): DigestFrequency | null =>
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

export async function companyMailDefaults(db: Db, companyId: string): Promise<CompanyMailDefaults> {
  const row = await db.selectFrom('company_mail_default').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return {
    channels: parseChannels(row?.channels),
    digest: {
      frequency: frequencyOf(row?.digest_frequency) ?? DEFAULT_DIGEST_FREQUENCY,
      hour: Number(row?.digest_hour ?? DEFAULT_DIGEST_HOUR),
    },
  };
}

/** The member's preferences as the settings page shows them. */
export async function readPreferences(db: Db, membershipId: string): Promise<MailPreferences> {
  const settings = await mailSettings(db, membershipId);
  if (!settings) throw notFound('This member does not exist.');
  const company = await companyMailDefaults(db, settings.companyId);
  return {
    kinds: MAIL_KINDS.map((kind) => ({
      kind,
      label: MAIL_KIND_LABELS[kind],
      channel: settings.channels[kind],
      default_channel: isEssential(kind) ? 'now' : (company.channels[kind] ?? roleDefault(settings.role, kind)),
      essential: isEssential(kind),
      essential_reason: ESSENTIAL_KINDS[kind] ?? null,
    })),
    digest: settings.digest,
  };
}

export interface PreferencesInput {
  channels?: Partial<Record<string, string>>;
  digest?: { frequency?: string; hour?: number; time_zone?: string };
}

function checkChannels(input: Partial<Record<string, string>> | undefined): Channels {
  const out: Channels = {};
  for (const [kind, channel] of Object.entries(input ?? {})) {
    if (!(MAIL_KINDS as readonly string[]).includes(kind)) throw badRequest(`There is no kind of mail called “${kind}”.`);
    if (!channel || !(MAIL_CHANNELS as readonly string[]).includes(channel))
      throw badRequest(`Choose app, now or digest for “${MAIL_KIND_LABELS[kind as MailKind]}”.`);
    if (isEssential(kind as MailKind) && channel !== 'now') throw badRequest(ESSENTIAL_KINDS[kind as MailKind]!);
    out[kind as MailKind] = channel as MailChannel;
  }
  return out;
}

function checkDigest(input: PreferencesInput['digest']): { frequency?: DigestFrequency; hour?: number; time_zone?: string } {
  if (!input) return {};
  if (input.frequency !== undefined && !frequencyOf(input.frequency))
    throw badRequest('The digest goes out daily, hourly, or not at all (off).');
  if (input.hour !== undefined && (!Number.isInteger(input.hour) || input.hour < 0 || input.hour > 23))
    throw badRequest('The digest hour is a whole hour from 0 to 23.');
  if (input.time_zone !== undefined && !isTimeZone(input.time_zone))
    throw badRequest(`“${input.time_zone}” is not a time zone: use a name such as Europe/Paris or America/New_York.`);
  return input as { frequency?: DigestFrequency; hour?: number; time_zone?: string };
}

/**
 * Saves the member's choices (what is given; the rest is kept) and moves their waiting digest lines to
 * the new schedule; lines of a kind now in the app only, or of a digest turned off, are not mailed.
 */
export async function savePreferences(db: Db, membershipId: string, input: PreferencesInput): Promise<MailPreferences> {
  const channels = checkChannels(input.channels);
  const digest = checkDigest(input.digest);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mail_preference').selectAll().where('membership_id', '=', membershipId).executeTakeFirst();
    const merged = { ...parseChannels(row?.channels), ...channels };
    const values = {
      channels: JSON.stringify(merged),
      digest_frequency: digest.frequency ?? row?.digest_frequency ?? null,
      digest_hour: digest.hour ?? row?.digest_hour ?? null,
      time_zone: digest.time_zone ?? row?.time_zone ?? null,
      updated_at: nowIso(),
    };
    if (row) await trx.updateTable('mail_preference').set(values).where('membership_id', '=', membershipId).execute();
    else
      await trx
        .insertInto('mail_preference')
        .values({ membership_id: membershipId, ...values })
        .execute();
  });
  await rescheduleMember(db, membershipId);
  return readPreferences(db, membershipId);
}

/** The admins' defaults for their company: kinds not listed follow each role's default. */
export async function saveCompanyDefaults(
  db: Db,
  companyId: string,
  input: { channels?: Partial<Record<string, string>>; digest?: { frequency?: string; hour?: number } },
): Promise<CompanyMailDefaults> {
  const channels = checkChannels(input.channels);
  const digest = checkDigest(input.digest);
  const row = await db.selectFrom('company_mail_default').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  const values = {
    channels: JSON.stringify({ ...parseChannels(row?.channels), ...channels }),
    digest_frequency: digest.frequency ?? row?.digest_frequency ?? null,
    digest_hour: digest.hour ?? row?.digest_hour ?? null,
    updated_at: nowIso(),
  };
  if (row) await db.updateTable('company_mail_default').set(values).where('company_id', '=', companyId).execute();
  else
    await db
      .insertInto('company_mail_default')
      .values({ company_id: companyId, ...values })
      .execute();
  return companyMailDefaults(db, companyId);
}
