import { screen, within } from '@testing-library/react';
import { InviteMemberDialog } from '@/features/invite-member';
import { SendContentDialog } from '@/features/send-content';
import { POLICY, ROLES, UPLINE_ROLE, type Role } from '@/shared/api';
import { member, page, renderWithApi } from '../../../tests/jest/api-harness';
import { navigationFor } from './navigation';

/**
 * Each role is rendered and what it is offered — drawer sections, the roles it may invite, the
 * recipients it may send content to — is checked against the policy table generated from the server.
 */
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const BELOW: Record<Role, Role | null> = { admin: 'marketer', marketer: 'agent', agent: 'client', client: null };
const PAGE_OF: Partial<Record<Role, string>> = { marketer: 'Marketers', agent: 'Agents', client: 'Clients' };

/** The members around the viewer `m-<role>`, each with how it stands to them. */
function cast(role: Role) {
  const self = member(`m-${role}`, 'Self', 'Viewer', role);
  const up = role === 'admin' ? null : member('up', 'Upline', 'Person', UPLINE_ROLE[role]);
  const down = BELOW[role] ? member('down', 'Direct', 'Downline', BELOW[role]!, { invited_by_id: self.id }) : null;
  const deep =
    down && BELOW[down.role] ? member('deep', 'Deep', 'Downline', BELOW[down.role]!, { invited_by_id: down.id }) : null;
  const other = member('other', 'Someone', 'Else', 'agent', { invited_by_id: 'elsewhere' });
  const around = [
    { m: self, relations: ['self'] },
    ...(up ? [{ m: up, relations: ['upline', 'company'] }] : []),
    ...(down ? [{ m: down, relations: ['downline', 'company'] }] : []),
    ...(deep ? [{ m: deep, relations: ['downline', 'company'] }] : []),
    { m: other, relations: ['company'] },
  ];
  const allowed = (action: keyof typeof POLICY, x: (typeof around)[number]) => {
    const rule: { relations: readonly string[]; targetRoles?: readonly string[] } = POLICY[action][role];
    return (!rule.targetRoles || rule.targetRoles.includes(x.m.role)) && rule.relations.some((r) => x.relations.includes(r));
  };
  return { up, around, allowed };
}

describe.each(ROLES)('a signed-in %s is offered what the policy table allows', (role) => {
  it('in the drawer: a page per role it sees below itself or in its company, and the archive when it may archive', () => {
    const see: readonly string[] = POLICY.see[role].relations;
    const labels = navigationFor(role).main.map((item) => item.label);
    for (const [listed, label] of Object.entries(PAGE_OF) as [Role, string][]) {
      let reachable = see.includes('company');
      for (let r = BELOW[role]; r && !reachable; r = BELOW[r]) reachable = see.includes('downline') && r === listed;
      expect([label, labels.includes(label)]).toEqual([label, reachable]);
    }
    expect(labels.includes('Archive')).toBe(POLICY.manage[role].relations.length > 0);
  });

  it('in the invitation dialog: exactly the roles it may invite', () => {
    const invitable: readonly string[] =
      'targetRoles' in POLICY.invite[role] ? (POLICY.invite[role] as { targetRoles: readonly string[] }).targetRoles : [];
    renderWithApi(<InviteMemberDialog open onClose={() => {}} inviterRole={role} />, { role, answer: () => ({ body: {} }) });
    const radios = screen.queryAllByRole('radio').map((radio) => radio.getAttribute('value'));
    if (invitable.length > 1) expect(radios).toEqual(invitable);
    else if (invitable.length === 1) expect(screen.getByText(`They will join as ${invitable[0]}.`)).toBeInTheDocument();
  });

  it('in the send dialog: exactly the recipients it may send to, never itself', async () => {
    const { up, around, allowed } = cast(role);
    // The server lists what the role may see; the upline card comes from its own route.
    const listed = around.filter((x) => allowed('see', x)).map((x) => x.m);
    renderWithApi(<SendContentDialog open selection={{ folderIds: ['f1'], materialIds: [] }} onClose={() => {}} />, {
      role,
      uplineId: up?.id ?? null,
      answer: ({ url }) => {
        if (url.pathname.endsWith('/invited-by/details'))
          return up ? { body: { ...up, avatar: null } } : { status: 404, body: { detail: 'No upline.' } };
        // The server's own check of the send (licence, states, ceilings): nothing refused here.
        if (url.pathname.endsWith('/content/copy/send/check')) return { body: { refusals: [] } };
        return { body: page(listed) };
      },
    });
    const expected = around
      .filter((x) => allowed('sendContent', x) && (allowed('see', x) || x.m.id === up?.id))
      .map((x) => x.m.full_name);
    const list = await screen.findByRole('list', { name: 'Recipients' });
    if (expected.length > 0) await within(list).findByText(expected[0]!);
    else await screen.findByText('No member matches.');
    const offered = within(list)
      .queryAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(offered.sort()).toEqual([...expected].sort());
    expect(offered).not.toContain('Self Viewer');
  });
});
