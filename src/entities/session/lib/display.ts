import type { CurrentUser, Role } from '@/shared/api';

type Named = Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>;

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', marketer: 'Marketer', agent: 'Agent', client: 'Client' };

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

/** "Ada Lovelace", or the email when no name was given. */
export function displayName(user: Named): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email;
}

/** Up to two letters for an avatar without a picture. */
export function initialsOf(user: Named): string {
  const letters = [user.first_name, user.last_name].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
