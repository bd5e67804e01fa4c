import type { Role } from '@/shared/api';

export interface InviteValues {
  email?: string;
  role?: Role;
  first_name?: string;
  last_name?: string;
}
