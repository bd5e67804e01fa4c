import type { Db } from '../../db/connect.js';
import {
  DEFAULT_DIGEST_FREQUENCY,
  DEFAULT_DIGEST_HOUR,
  ESSENTIAL_KINDS,
  MAIL_CHANNELS,
  MAIL_KINDS,
  MAIL_KIND_LABELS,
  isEssential,
  roleDefault,
  type DigestFrequency,
  type MailChannel,
  type MailKind,
} from '../../contract/mail-preferences.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { rescheduleMember } from './queue.js';
import { frequencyOf, mailSettings, parseChannels, type Channels, type DigestSettings } from './settings.js';
import { isTimeZone } from './schedule.js';

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
