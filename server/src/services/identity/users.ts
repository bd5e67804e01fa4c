import type { Db } from '../../db/connect.js';
import { notFound } from '../../lib/errors.js';
import type { Role } from '../../db/schema.js';
import { avatars } from '../images/avatars.js';
import { logos } from '../images/logos.js';

export interface CurrentUser {
  id: string;
  membership_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  avatar: string | null;
  national_producer_number: string | null;
  has_security_license: boolean | null;
  gender: string | null;
  state: string | null;
  role: Role;
  invited_by_id: string | null;
  /** An admin marked this member as a principal (an approver of materials, docs/distribution.md). */
  principal: boolean;
  company: { id: string; name: string; logo: string | null };
}

export async function getCurrentUser(db: Db, membershipId: string, publicUrl: string): Promise<CurrentUser> {
  const row = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('company as c', 'c.id', 'm.company_id')
    .select([
      'u.id',
      'm.id as membership_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.address',
      'u.national_producer_number',
      'u.has_security_license',
      'u.gender',
      'u.state',
      'u.avatar',
      'm.role',
      'm.invited_by_id',
      'm.principal',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo as company_logo',
    ])
    .where('m.id', '=', membershipId)
    .executeTakeFirst();
  if (!row) throw notFound('This account no longer exists.');
  const { company_id, company_name, company_logo, has_security_license, avatar, principal, ...user } = row;
  return {
    ...user,
    principal: Number(principal) === 1,
    avatar: avatars.url(publicUrl, avatar),
    has_security_license: has_security_license === null ? null : Boolean(has_security_license),
    company: { id: company_id, name: company_name, logo: logos.url(publicUrl, company_logo) },
  };
}
