import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectPolicyViewer } from '@/entities/session';
import { allows, useGetUplineDetailsQuery, useListMembersQuery } from '@/shared/api';

export interface Invitee {
  id: string;
  name: string;
  hint: string;
}

/** The members I may invite to a meeting (the policy table's `inviteToMeeting`), filtered by name. */
export function useInvitees(search: string, active: boolean) {
  const viewer = useSelector(selectPolicyViewer);
  const term = search.trim();
  const members = useListMembersQuery({ fullName: term || undefined, page: 1, size: 20, sort: 'name' }, { skip: !active });
  const upline = useGetUplineDetailsQuery(undefined, { skip: !active });
  const invitees = useMemo<Invitee[]>(() => {
    const list: Invitee[] = [];
    const u = upline.data;
    if (
      u &&
      allows(viewer, 'inviteToMeeting', { id: u.id, role: u.role, invited_by_id: null }) &&
      (!term || u.full_name.toLowerCase().includes(term.toLowerCase()))
    )
      list.push({ id: u.id, name: u.full_name, hint: 'Your upline' });
    for (const m of members.data?.items ?? [])
      if (!list.some((i) => i.id === m.id) && allows(viewer, 'inviteToMeeting', m))
        list.push({ id: m.id, name: m.full_name, hint: `${m.role} · ${m.email}` });
    return list;
  }, [members.data, upline.data, term, viewer]);
  return { invitees, loading: members.isFetching || upline.isFetching };
}
