import { memberActions } from './permissions';

const target = (
  role: 'admin' | 'marketer' | 'agent' | 'client',
  invited_by_id: string | null,
  status: 'active' | 'archived' = 'active',
) => ({ id: 't', role, invited_by_id, status });

it('gives each role only the actions DESIGN §4 allows', () => {
  expect(memberActions({ role: 'admin', membershipId: 'a', uplineId: null }, target('marketer', 'a'))).toEqual({
    archive: true,
    restore: false,
    reassign: true,
  });
  expect(memberActions({ role: 'marketer', membershipId: 'm', uplineId: null }, target('agent', 'm', 'archived'))).toEqual({
    archive: false,
    restore: true,
    reassign: false,
  });
  // A client of one of the marketer's agents: the marketer may move them to another of their agents.
  expect(memberActions({ role: 'marketer', membershipId: 'm', uplineId: null }, target('client', 'x'))).toEqual({
    archive: false,
    restore: false,
    reassign: true,
  });
  expect(memberActions({ role: 'agent', membershipId: 'g', uplineId: null }, target('client', 'g'))).toEqual({
    archive: true,
    restore: false,
    reassign: false,
  });
  expect(memberActions({ role: 'client', membershipId: 'c', uplineId: null }, target('agent', null))).toEqual({
    archive: false,
    restore: false,
    reassign: false,
  });
  expect(memberActions({ role: 'admin', membershipId: 't', uplineId: null }, target('admin', null))).toEqual({
    archive: false,
    restore: false,
    reassign: false,
  });
});
