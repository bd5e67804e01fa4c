import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import { useState, type ReactNode } from 'react';
import { MEMBER_ROLE_LABELS } from '@/entities/member';
import { errorDetail, useListArchivedMembersQuery, useListMembersQuery, type Role } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertCircleIcon } from '@/shared/ui/icons';
import { useDebounced } from '../../lib/useDebounced';
import { MemberActionButtons } from '../MemberActionButtons/MemberActionButtons';
import { MemberListToolbar } from '../MemberListToolbar/MemberListToolbar';
import { MemberTable, type MemberSort } from '../MemberTable/MemberTable';

export interface MemberListProps {
  /** Whose list; omitted in the archive (every role). */
  role?: Role;
  archived?: boolean;
  /** Only members directly under this upline (a details page's downline). */
  invitedById?: string;
  /** Offer a filter by an upline of this role. */
  uplineFilterRole?: Role | null;
  empty: { title: string; description?: ReactNode; icon?: ReactNode };
  pageSize?: number;
}

/** A searchable, sortable, paginated list of members with the actions the viewer may take. */
export function MemberList({ role, archived = false, invitedById, uplineFilterRole, empty, pageSize = 20 }: MemberListProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(pageSize);
  const [sort, setSort] = useState<MemberSort>('name');
  const [uplineId, setUplineId] = useState<string | null>(null);
  const fullName = useDebounced(search.trim(), 300);
  const [searched, setSearched] = useState(fullName);
  if (searched !== fullName) {
    setSearched(fullName);
    setPage(1);
  }

  const args = { role, page, size, sort, fullName: fullName || undefined, invitedById: invitedById ?? uplineId ?? undefined };
  const active = useListMembersQuery(args, { skip: archived });
  const gone = useListArchivedMembersQuery(args, { skip: !archived });
  const query = archived ? gone : active;
  const many = role ? MEMBER_ROLE_LABELS[role].many.toLowerCase() : 'members';
  const label = archived ? `Archived ${many}` : role ? MEMBER_ROLE_LABELS[role].many : 'Members';
  const narrowed = Boolean(fullName || uplineId);

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <EmptyState
        icon={<AlertCircleIcon />}
        title={`The ${many} could not be loaded`}
        description={errorDetail(query.error) ?? 'Check your connection and try again.'}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (query.data && query.data.items.length === 0) {
    body = narrowed ? (
      <EmptyState title={`No ${many} match your search`} description="Try another part of the name, or clear the filter." />
    ) : (
      <EmptyState {...empty} />
    );
  } else {
    body = (
      <>
        <MemberTable
          role={role ?? 'client'}
          members={query.data?.items}
          loading={query.isLoading}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          archived={archived}
          label={label}
          renderActions={(member) => <MemberActionButtons member={member} />}
        />
        {query.data ? (
          <TablePagination
            component="div"
            count={query.data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(1);
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <Box>
      <MemberListToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={`Search ${many} by name`}
        uplineRole={uplineFilterRole}
        uplineId={uplineId}
        onUpline={(id) => {
          setUplineId(id);
          setPage(1);
        }}
      />
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching ? <LinearProgress aria-label={`Loading ${many}`} /> : null}</Box>
      {body}
    </Box>
  );
}
