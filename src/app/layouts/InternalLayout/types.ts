import type { ReactNode } from 'react';
import type { Role } from '@/shared/api';

export interface NavigationItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** How many things wait there (shown when above 0, e.g. versions waiting for approval). */
  count?: number;
}

export interface NavigationGroups {
  main: NavigationItem[];
  /** Shown apart, at the bottom of the drawer (notifications, settings). */
  secondary: NavigationItem[];
}

export interface ShellUser {
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  role: Role;
  company: { name: string; logo?: string | null };
}
