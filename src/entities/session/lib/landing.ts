import type { Role } from '@/shared/api';

/** Where each role lands after signing in (spec §2). */
export function landingPathFor(role: Role | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/marketers';
    case 'marketer':
      return '/agents';
    case 'agent':
      return '/clients';
    default:
      return '/materials';
  }
}
