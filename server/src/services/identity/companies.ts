import { normalizeWebsite } from './website.js';
import type { Db } from '../../db/connect.js';
import type { Company } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import type { ServiceContext } from '../context.js';
import { logos } from '../images/logos.js';
import type { Upload } from '../images/stored-images.js';
import { recordAudit } from '../audit/index.js';
import type { RequestSource } from '../../policy/actor.js';
import type { Static } from 'typebox';
import type { CompanySchema } from '../../schemas/identity/company.js';

/** A company as its schema (`Company`) says. */
export type CompanyView = Static<typeof CompanySchema>;

export type CompanyUpdate = {
  name?: string;
  address?: string;
  phone?: string;
  website?: string;
  email?: string;
  material_approval?: boolean;
  material_lifetime_days?: number | null;
  material_retention_years?: number;
};

const COMPANY_GONE = 'This company no longer exists.';

const view = (c: Company, publicUrl: string): CompanyView => ({
  id: c.id,
  name: c.name,
  address: c.address,
  phone: c.phone,
  website: c.website,
  email: c.email,
  logo: logos.url(publicUrl, c.logo),
  material_approval: Number(c.material_approval) === 1,
  material_lifetime_days: c.material_lifetime_days,
  material_retention_years: Number(c.material_retention_years),
});

/** Who changes the company's settings, for the audit trail. */
export interface Changer {
  membershipId: string;
  source?: RequestSource;
}

function auditSettings(db: Db, companyId: string, by: Changer, detail: Record<string, unknown>) {
  return recordAudit(
    { db },
    {
      companyId,
      actorId: by.membershipId,
      action: 'settings.changed',
      target: { type: 'company', id: companyId },
      detail,
      source: by.source,
    },
  );
}

export async function getCompany(db: Db, companyId: string, publicUrl: string): Promise<CompanyView> {
  const company = await db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound(COMPANY_GONE);
  return view(company, publicUrl);
}

/** The least retention period, in years after last use, while materials need approval (SEA Rule 17a-4). */
export const MIN_RETENTION_WITH_APPROVAL = 3;

const RETENTION_UNDER_APPROVAL = `While materials need approval, their record is kept at least ${MIN_RETENTION_WITH_APPROVAL} years after last use (SEA Rule 17a-4): choose ${MIN_RETENTION_WITH_APPROVAL} or more, or turn approval off first.`;

/**
 * The retention period after a change: never below the minimum while approval is on — a lower period
 * is refused, and turning approval on raises a lower period to the minimum.
 */
async function retentionChange(db: Db, companyId: string, changes: CompanyUpdate): Promise<Partial<Company>> {
  if (changes.material_retention_years === undefined && changes.material_approval !== true) return {};
  const current = await db
    .selectFrom('company')
    .select(['material_approval', 'material_retention_years'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!current) throw notFound(COMPANY_GONE);
  const approval = changes.material_approval ?? Number(current.material_approval) === 1;
  const years = changes.material_retention_years ?? Number(current.material_retention_years);
  if (!approval || years >= MIN_RETENTION_WITH_APPROVAL)
    return changes.material_retention_years === undefined ? {} : { material_retention_years: years };
  if (changes.material_retention_years !== undefined) throw badRequest(RETENTION_UNDER_APPROVAL);
  return { material_retention_years: MIN_RETENTION_WITH_APPROVAL };
}

/** Empty strings clear the optional fields. */
export async function updateCompany(
  db: Db,
  companyId: string,
  changes: CompanyUpdate,
  publicUrl: string,
  by: Changer,
): Promise<CompanyView> {
  changes = { ...changes, website: normalizeWebsite(changes.website, 'website') };
  const set: Partial<Company> = { updated_at: nowIso() };
  if (changes.name !== undefined) set.name = changes.name.trim();
  for (const key of ['address', 'phone', 'website', 'email'] as const) {
    const value = changes[key];
    if (value !== undefined) set[key] = (key === 'email' ? value.trim().toLowerCase() : value.trim()) || null;
  }
  if (changes.material_approval !== undefined) set.material_approval = changes.material_approval ? 1 : 0;
  if (changes.material_lifetime_days !== undefined) set.material_lifetime_days = changes.material_lifetime_days;
  Object.assign(set, await retentionChange(db, companyId, changes));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('company').set(set).where('id', '=', companyId).execute();
    const fields = Object.keys(set).filter((key) => key !== 'updated_at');
    if (fields.length > 0) await auditSettings(trx, companyId, by, { fields });
  });
  return getCompany(db, companyId, publicUrl);
}

/**
 * Replaces the logo (or removes it, with no upload). The new bytes are durable before the row points to
 * them; the replaced image gives its blob reference back in the same transaction (the janitor removes
 * its bytes later). A refused upload changes nothing.
 */
export async function setCompanyLogo(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'storage'>,
  companyId: string,
  upload: Upload | null,
  by: Changer,
): Promise<CompanyView> {
  await logos.replace(ctx, upload, {
    read: async (trx) => {
      const row = await trx.selectFrom('company').select('logo').where('id', '=', companyId).executeTakeFirst();
      if (!row) throw notFound(COMPANY_GONE);
      return row.logo;
    },
    writeIf: async (trx, expected, key) => {
      const result = await trx
        .updateTable('company')
        .set({ logo: key, updated_at: nowIso() })
        .where('id', '=', companyId)
        .where('logo', expected === null ? 'is' : '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  });
  await auditSettings(ctx.db, companyId, by, { fields: ['logo'], logo: upload ? 'replaced' : 'removed' });
  return getCompany(ctx.db, companyId, ctx.config.publicUrl);
}
