import type { NavigationGroups, NavigationItem } from '@/app/layouts';
import type { Role } from '@/shared/api';
import {
  ArchiveIcon,
  ListIcon,
  BellIcon,
  FolderIcon,
  SettingsIcon,
  UserCheckIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '@/shared/ui/icons';

const ITEMS = {
  marketers: { to: '/marketers', label: 'Marketers', icon: <UsersIcon /> },
  agents: { to: '/agents', label: 'Agents', icon: <UserCheckIcon /> },
  clients: { to: '/clients', label: 'Clients', icon: <UserIcon /> },
  materials: { to: '/materials', label: 'Materials', icon: <FolderIcon /> },
  archive: { to: '/archive', label: 'Archive', icon: <ArchiveIcon /> },
  meetings: { to: '/meetings', label: 'Meetings', icon: <VideoIcon /> },
  settings: { to: '/settings/company', label: 'Settings', icon: <SettingsIcon /> },
  audit: { to: '/settings/audit', label: 'Audit log', icon: <ListIcon /> },
  notifications: { to: '/notifications', label: 'Notifications', icon: <BellIcon /> },
} satisfies Record<string, NavigationItem>;

const MAIN: Record<Role, (keyof typeof ITEMS)[]> = {
  admin: ['marketers', 'agents', 'clients', 'materials', 'archive', 'meetings'],
  marketer: ['agents', 'clients', 'materials', 'archive'],
  agent: ['clients', 'materials', 'archive'],
  client: ['materials'],
};

/** The drawer's items for a role (admins also get company settings and the audit log). */
export function navigationFor(role: Role): NavigationGroups {
  const main = (MAIN[role] ?? MAIN.client).map((key) => ITEMS[key]);
  const secondary = role === 'admin' ? [ITEMS.notifications, ITEMS.settings, ITEMS.audit] : [ITEMS.notifications];
  return { main, secondary };
}
