import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DOWNLINE_ROLE, MEMBER_ROLE_LABELS, MemberCard, MemberRow } from '@/entities/member';
import type { ListMembersApiArg, Member, Role } from '@/shared/api';

export type MemberSort = NonNullable<ListMembersApiArg['sort']>;

export interface MemberTableProps {
  role: Role;
  members: Member[] | undefined;
  loading: boolean;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  archived?: boolean;
  /** The member's buttons, or null when there is nothing to do to them (no row with any: no Actions column). */
  renderActions: (member: Member) => ReactNode;
  label: string;
}

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: 'name' | 'created_at';
  label: string;
  sort: MemberSort;
  onSort: (s: MemberSort) => void;
}) {
  const active = sort.replace('-', '') === field;
  const direction = active && sort.startsWith('-') ? 'desc' : 'asc';
  return (
    <TableSortLabel
      active={active}
      direction={direction}
      onClick={() => onSort(active && direction === 'asc' ? (`-${field}` as MemberSort) : field)}
    >
      {label}
    </TableSortLabel>
  );
}

/** Members as a sortable table on wider screens and as cards on phones; skeleton rows while the first page loads. */
export function MemberTable({ role, members, loading, sort, onSort, archived, renderActions, label }: MemberTableProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The archive mixes roles: no downline column there.
  const below = archived ? null : DOWNLINE_ROLE[role];
  const skeleton = loading && !members;
  const rows = (members ?? []).map((member) => ({ member, actions: renderActions(member) }));
  const withActions = rows.some((row) => row.actions !== null && row.actions !== undefined);
  const columns = 3 + (below ? 1 : 0) + (archived ? 1 : 0);

  if (phone) {
    return (
      <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
        {skeleton
          ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={120} />)
          : rows.map(({ member, actions }) => <MemberCard key={member.id} member={member} actions={actions} />)}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort.replace('-', '') === 'name' ? (sort.startsWith('-') ? 'desc' : 'asc') : false}>
              <SortHeader field="name" label="Name" sort={sort} onSort={onSort} />
            </TableCell>
            <TableCell>Phone</TableCell>
            {below ? <TableCell align="right">{MEMBER_ROLE_LABELS[below].many}</TableCell> : null}
            <TableCell sortDirection={sort.replace('-', '') === 'created_at' ? (sort.startsWith('-') ? 'desc' : 'asc') : false}>
              <SortHeader field="created_at" label="Joined" sort={sort} onSort={onSort} />
            </TableCell>
            {archived ? <TableCell>Archived</TableCell> : null}
            {withActions ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {skeleton
            ? [0, 1, 2].map((i) => (
                <TableRow key={i}>
                  {Array.from({ length: columns }, (_, c) => (
                    <TableCell key={c}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map(({ member, actions }) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  actions={actions}
                  showActions={withActions}
                  showDownline={Boolean(below)}
                  showArchived={archived}
                />
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
