import type { Db } from '../db/connect.js';
import type { Company } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { nowIso } from '../lib/ids.js';

export interface CompanyView {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  logo: string | null;
}

export type CompanyUpdate = { name?: string; address?: string; phone?: string; website?: string; email?: string };

const view = (c: Company): CompanyView => ({
  id: c.id,
  name: c.name,
  address: c.address,
  phone: c.phone,
  website: c.website,
  email: c.email,
  logo: null,
});

export async function getCompany(db: Db, companyId: string): Promise<CompanyView> {
  const company = await db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound('This company no longer exists.');
  return view(company);
}

/** Empty strings clear the optional fields. */
export async function updateCompany(db: Db, companyId: string, changes: CompanyUpdate): Promise<CompanyView> {
  const set: Partial<Company> = { updated_at: nowIso() };
  if (changes.name !== undefined) set.name = changes.name.trim();
  for (const key of ['address', 'phone', 'website', 'email'] as const) {
    const value = changes[key];
    if (value !== undefined) set[key] = (key === 'email' ? value.trim().toLowerCase() : value.trim()) || null;
  }
  await db.updateTable('company').set(set).where('id', '=', companyId).execute();
  return getCompany(db, companyId);
}
