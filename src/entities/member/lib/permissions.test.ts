import { memberActions } from './permissions';

const target = (role: 'admin' | 'marketer' | 'agent' | 'client', invited_by_id: string | null, status: 'active' | 'archived' = 'active') => ({ id: 't', role, invited_by_id, status });

it('gives each role only the actions DESIGN §4 allows', () => {
  expect(memberActions({ role: 'admin', membershipId: 'a' }, target('marketer', 'a'))).toEqual({ archive: true, restore: false, reassign: true });
  expect(memberActions({ role: 'marketer', membershipId: 'm' }, target('agent', 'm', 'archived'))).toEqual({ archive: false, restore: true, reassign: false });
  expect(memberActions({ role: 'marketer', membershipId: 'm' }, target('client', 'x'))).toEqual({ archive: false, restore: false, reassign: false });
  expect(memberActions({ role: 'agent', membershipId: 'g' }, target('client', 'g'))).toEqual({ archive: true, restore: false, reassign: false });
  expect(memberActions({ role: 'client', membershipId: 'c' }, target('agent', null))).toEqual({ archive: false, restore: false, reassign: false });
  expect(memberActions({ role: 'admin', membershipId: 't' }, target('admin', null))).toEqual({ archive: false, restore: false, reassign: false });
});
