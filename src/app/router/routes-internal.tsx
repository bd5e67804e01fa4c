import type { RouteObject } from 'react-router-dom';
import { prefetchMaterials } from '@/pages/materials';
import type { ListPage } from '@/shared/api';
import type { AppStore } from '../model';
import { RequireList } from './guards/RequireList';
import { lazyPage } from './lazy-page';
import { loadMaterialsPage } from './page-chunks';
import { onArrival, prefetchLoader } from './prefetch';

/**
 * List pages (and what is under them) open only to the roles the policy table lets open them. The members
 * lists say themselves whose list they are (RoleMembers).
 */
const guarded = (list: ListPage, children: RouteObject[]): RouteObject => ({ element: <RequireList list={list} />, children });

/** Signed-in pages inside the app shell; with the store, pages' first requests start as their routes match. */
export const internalRoutes = (store?: AppStore): RouteObject[] => [
  {
    path: 'marketers',
    handle: { title: 'Marketers' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-marketers" */ '@/pages/members/marketers'),
      (m) => m.MarketersPage,
    ),
  },
  {
    path: 'admins',
    handle: { title: 'Admins' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-admins" */ '@/pages/members/admins'),
      (m) => m.AdminsPage,
    ),
  },
  {
    path: 'marketers/:id',
    handle: { title: 'Marketer' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-marketer-details" */ '@/pages/marketer-details'),
      (m) => m.MarketerDetailsPage,
    ),
  },
  {
    path: 'agents',
    handle: { title: 'Agents' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-agents" */ '@/pages/members/agents'),
      (m) => m.AgentsPage,
    ),
  },
  {
    path: 'clients',
    handle: { title: 'Clients' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-clients" */ '@/pages/members/clients'),
      (m) => m.ClientsPage,
    ),
  },
  {
    path: 'clients/:id',
    handle: { title: 'Client' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-client-details" */ '@/pages/client-details'),
      (m) => m.ClientDetailsPage,
    ),
  },
  {
    path: 'materials',
    handle: { title: 'Materials' },
    loader: prefetchLoader(store, prefetchMaterials),
    shouldRevalidate: onArrival,
    lazy: lazyPage(loadMaterialsPage, (m) => m.MaterialsPage),
  },
  {
    path: 'materials/approvals',
    handle: { title: 'Approvals' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-material-approvals" */ '@/pages/distribution/approvals'),
      (m) => m.ApprovalsPage,
    ),
  },
  {
    path: 'materials/delivery-records',
    handle: { title: 'Delivery records' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-distribution-export" */ '@/pages/distribution/export'),
      (m) => m.DistributionExportPage,
    ),
  },
  {
    path: 'materials/distribution/:id',
    handle: { title: 'Distribution' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-material-distribution" */ '@/pages/distribution/record'),
      (m) => m.DistributionPage,
    ),
  },
  ...(['marketer', 'agent', 'client'] as const).map((role) => ({
    path: `materials/${role}/:id`,
    handle: { title: 'Materials' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-member-materials" */ '@/pages/member-materials'),
      ({ MemberMaterialsPage }) =>
        function MemberMaterials() {
          return <MemberMaterialsPage role={role} />;
        },
    ),
  })),
  guarded('archive', [
    {
      path: 'archive',
      handle: { title: 'Archive' },
      lazy: lazyPage(
        () => import(/* webpackChunkName: "page-archive" */ '@/pages/archive'),
        (m) => m.ArchivePage,
      ),
    },
    {
      path: 'archive/:id',
      handle: { title: 'Archived member' },
      lazy: lazyPage(
        () => import(/* webpackChunkName: "page-archived-member" */ '@/pages/archived-member'),
        (m) => m.ArchivedMemberPage,
      ),
    },
  ]),
  guarded('meetings', [
    {
      path: 'meetings',
      handle: { title: 'Meetings' },
      lazy: lazyPage(
        () => import(/* webpackChunkName: "page-meetings" */ '@/pages/meetings'),
        (m) => m.MeetingsPage,
      ),
    },
  ]),
  {
    path: 'meeting/:room',
    handle: { title: 'Meeting' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-meeting" */ '@/pages/meeting'),
      (m) => m.MeetingPage,
    ),
  },
  {
    path: 'settings/company',
    handle: { title: 'Company' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-company-settings" */ '@/pages/company-settings'),
      (m) => m.CompanySettingsPage,
    ),
  },
  {
    path: 'settings/audit',
    handle: { title: 'Audit log' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-audit-log" */ '@/pages/audit-log'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: 'settings/forms',
    handle: { title: 'Form templates' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-form-templates" */ '@/pages/settings/form-templates'),
      (m) => m.FormTemplatesPage,
    ),
  },
  {
    path: 'settings/profile',
    handle: { title: 'Profile' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-profile-settings" */ '@/pages/profile-settings'),
      (m) => m.ProfileSettingsPage,
    ),
  },
  {
    path: 'notifications',
    handle: { title: 'Notifications' },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-notifications" */ '@/pages/notifications'),
      (m) => m.NotificationsPage,
    ),
  },
];

/** Signed-in pages for one task, in the focused layout. */
export const focusedRoutes: RouteObject[] = [
  {
    path: 'materials/review/:id',
    handle: { title: 'Material', back: { to: '/materials', label: 'Materials' } },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-material-review" */ '@/pages/material-review'),
      (m) => m.MaterialReviewPage,
    ),
  },
  {
    path: 'materials/form-review/:id',
    handle: { title: 'Review intake form', back: { to: '/materials', label: 'Materials' } },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-form-review" */ '@/pages/form-review'),
      (m) => m.FormReviewPage,
    ),
  },
  {
    path: 'forms/verify',
    handle: { title: 'Verify a signed form', back: { to: '/materials', label: 'Materials' } },
    lazy: lazyPage(
      () => import(/* webpackChunkName: "page-form-verify" */ '@/pages/form-verify'),
      (m) => m.FormVerifyPage,
    ),
  },
];
