import type { NavigationGroups, NavigationItem } from '@/app/layouts';
import { listedRoles, ruleOf, type Role } from '@/shared/api';
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

const MEMBER_PAGES = { marketer: ITEMS.marketers, agent: ITEMS.agents, client: ITEMS.clients } satisfies Partial<
  Record<Role, NavigationItem>
>;

/**
 * The drawer's main items, read from the policy table: a page per role one has a list of, the archive
 * when one may archive someone, and the materials. Meetings are for admins until meeting rooms land.
 */
function mainItems(role: Role): NavigationItem[] {
  const listed = listedRoles(role);
  const members = (Object.keys(MEMBER_PAGES) as (keyof typeof MEMBER_PAGES)[])
    .filter((r) => listed.includes(r))
    .map((r) => MEMBER_PAGES[r]);
  const archive = ruleOf(role, 'manage').relations.length > 0 ? [ITEMS.archive] : [];
  const meetings = role === 'admin' ? [ITEMS.meetings] : [];
  return [...members, ITEMS.materials, ...archive, ...meetings];
}

/** The drawer's items for a role (admins also get company settings and the audit log). */
export function navigationFor(role: Role): NavigationGroups {
  const main = mainItems(role);
  const secondary = role === 'admin' ? [ITEMS.notifications, ITEMS.settings, ITEMS.audit] : [ITEMS.notifications];
  return { main, secondary };
}
