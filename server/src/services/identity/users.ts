import type { Db } from '../../db/connect.js';
import { notFound } from '../../lib/errors.js';
import { avatars } from '../images/avatars.js';
import { logos } from '../images/logos.js';
import type { Static } from 'typebox';
import type { CurrentUserSchema } from '../../schemas/identity/user.js';
import type { Refs } from '../../schemas/refs.js';

/** The signed-in member's account, as its schema (`CurrentUser`) says. */
export type CurrentUser = Static<typeof CurrentUserSchema, Refs>;

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
