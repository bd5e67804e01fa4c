import type { NavigationGroups, NavigationItem } from '@/app/layouts';
import { approvesMaterials, mayInCompany, mayOpenList, type Role } from '@/shared/api';
import {
  ArchiveIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  ListIcon,
  BellIcon,
  FolderIcon,
  SettingsIcon,
  ShieldIcon,
  UserCheckIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '@/shared/ui/icons';

const ITEMS = {
  admins: { to: '/admins', label: 'Admins', icon: <ShieldIcon /> },
  marketers: { to: '/marketers', label: 'Marketers', icon: <UsersIcon /> },
  agents: { to: '/agents', label: 'Agents', icon: <UserCheckIcon /> },
  clients: { to: '/clients', label: 'Clients', icon: <UserIcon /> },
  materials: { to: '/materials', label: 'Materials', icon: <FolderIcon /> },
  approvals: { to: '/materials/approvals', label: 'Approvals', icon: <ClipboardCheckIcon /> },
  deliveryRecords: { to: '/materials/delivery-records', label: 'Delivery records', icon: <FileTextIcon /> },
  archive: { to: '/archive', label: 'Archive', icon: <ArchiveIcon /> },
  meetings: { to: '/meetings', label: 'Meetings', icon: <VideoIcon /> },
  companySettings: { to: '/settings/company', label: 'Settings', icon: <SettingsIcon /> },
  profileSettings: { to: '/settings/profile', label: 'Settings', icon: <SettingsIcon /> },
  audit: { to: '/settings/audit', label: 'Audit log', icon: <ListIcon /> },
  formTemplates: { to: '/settings/forms', label: 'Form templates', icon: <FileTextIcon /> },
  notifications: { to: '/notifications', label: 'Notifications', icon: <BellIcon /> },
} satisfies Record<string, NavigationItem>;

/** The members page of each role, in the order of the hierarchy. */
const MEMBER_PAGES: [Role, NavigationItem][] = [
  ['marketer', ITEMS.marketers],
  ['agent', ITEMS.agents],
  ['client', ITEMS.clients],
  ['admin', ITEMS.admins],
];

/**
 * The one navigation of the app, read from the policy tables: the list pages one may open (`mayOpenList`:
 * a page per role one has a list of, the archive, Meetings) and the materials. Everyone has notifications and settings — the company's for those who
 * may change it (`manageCompany`), their profile for the others — then the form templates
 * (`manageFormTemplates`) and the audit log (`readAudit`) for those who may use them. Approvers (the
 * material table's `approveMaterial`: admins, and members marked principal) have their queue, with how
 * many versions wait in it when known; those who export the company's delivery records
 * (`exportDistribution`) have that page beside it.
 */
export function navigationFor(
  role: Role,
  approver: { principal: boolean; pending?: number } = { principal: false },
): NavigationGroups {
  const members = MEMBER_PAGES.filter(([r]) => mayOpenList(role, r)).map(([, item]) => item);
  const archive = mayOpenList(role, 'archive') ? [ITEMS.archive] : [];
  const meetings = mayOpenList(role, 'meetings') ? [ITEMS.meetings] : [];
  const settings = [
    mayInCompany(role, 'manageCompany') ? ITEMS.companySettings : ITEMS.profileSettings,
    ...(mayInCompany(role, 'manageFormTemplates') ? [ITEMS.formTemplates] : []),
    ...(mayInCompany(role, 'readAudit') ? [ITEMS.audit] : []),
  ];
  const approvals = approvesMaterials({ role, principal: approver.principal })
    ? [{ ...ITEMS.approvals, count: approver.pending }]
    : [];
  const records = mayInCompany(role, 'exportDistribution') ? [ITEMS.deliveryRecords] : [];
  return {
    main: [...members, ITEMS.materials, ...approvals, ...records, ...archive, ...meetings],
    secondary: [ITEMS.notifications, ...settings],
  };
}
