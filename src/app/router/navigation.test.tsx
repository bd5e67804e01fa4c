import { screen, within } from '@testing-library/react';
import { COMPANY_POLICY, MATERIAL_POLICY, POLICY, ROLES, UPLINE_ROLE, type Role } from '@/shared/api';
import { navigationFor } from './navigation';
import { renderApp, signedIn } from './test-utils';

/** What the policy tables say each role's navigation holds, worked out here from the tables themselves. */
function expectedFor(role: Role): [string, string][] {
  const below = (r: Role): Role[] => {
    const next = ROLES.find((x) => x !== r && UPLINE_ROLE[x] === r);
    return next ? [next, ...below(next)] : [];
  };
  const see = POLICY.see[role].relations as readonly string[];
  const listed: readonly Role[] = see.includes('company') ? ROLES : see.includes('downline') ? below(role) : [];
  const pages: [Role, string, string][] = [
    ['marketer', 'Marketers', '/marketers'],
    ['agent', 'Agents', '/agents'],
    ['client', 'Clients', '/clients'],
    ['admin', 'Admins', '/admins'],
  ];
  const entries: [string, string][] = pages.filter(([r]) => listed.includes(r)).map(([, label, to]) => [label, to]);
  entries.push(['Materials', '/materials']);
  // Approvers: by role (a member marked principal is shown in its own test below).
  if ((MATERIAL_POLICY.approveMaterial[role] as readonly string[]).includes('company'))
    entries.push(['Approvals', '/materials/approvals']);
  if ((COMPANY_POLICY.exportDistribution as readonly Role[]).includes(role))
    entries.push(['Delivery records', '/materials/delivery-records']);
  if (POLICY.manage[role].relations.length > 0) entries.push(['Archive', '/archive']);
  if (POLICY.joinRoom[role].relations.length > 0 || POLICY.inviteToMeeting[role].relations.length > 0)
    entries.push(['Meetings', '/meetings']);
  entries.push(['Notifications', '/notifications']);
  const company = (action: keyof typeof COMPANY_POLICY) => (COMPANY_POLICY[action] as readonly Role[]).includes(role);
  entries.push(['Settings', company('manageCompany') ? '/settings/company' : '/settings/profile']);
  if (company('manageFormTemplates')) entries.push(['Form templates', '/settings/forms']);
  if (company('readAudit')) entries.push(['Audit log', '/settings/audit']);
  return entries;
}

describe('navigation, from the policy table', () => {
  it.each(ROLES)('a signed-in %s sees exactly the entries the table gives them, linking where they say', async (role) => {
    renderApp('/settings/profile', { session: signedIn(role) });
    const navs = [await screen.findByRole('navigation', { name: 'Main' }), screen.getByRole('navigation', { name: 'Account' })];
    const links = navs.flatMap((nav) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
    );
    expect(links).toEqual(expectedFor(role));
  });

  it('gives every role Settings and Meetings in the navigation itself', () => {
    for (const role of ROLES) {
      const labels = [...navigationFor(role).main, ...navigationFor(role).secondary].map((item) => item.label);
      expect(labels).toEqual(expect.arrayContaining(['Settings', 'Meetings']));
    }
  });

  it('lists admins for admins only', () => {
    expect(navigationFor('admin').main.map((item) => item.to)).toContain('/admins');
    for (const role of ['marketer', 'agent', 'client'] as const)
      expect(navigationFor(role).main.map((item) => item.to)).not.toContain('/admins');
  });

  it('gives the approvals queue to approvers only, as the material table says: admins, and members marked principal', () => {
    const approvals = (role: Role, principal: boolean, pending?: number) =>
      navigationFor(role, { principal, pending }).main.find((item) => item.to === '/materials/approvals');
    expect(approvals('admin', false)).toBeDefined();
    expect(approvals('marketer', false)).toBeUndefined();
    expect(approvals('marketer', true)).toBeDefined();
    expect(approvals('agent', true)).toBeDefined();
    expect(approvals('client', true)).toBeUndefined();
    expect(approvals('admin', false, 3)?.count).toBe(3);
  });
});
