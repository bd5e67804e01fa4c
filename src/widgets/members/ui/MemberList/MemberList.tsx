import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import { type MouseEvent, useEffect, useRef, useState, type ReactNode } from 'react';
import { hasMemberActions, MEMBER_ROLE_LABELS, memberActions } from '@/entities/member';
import { errorDetail, useListArchivedMembersQuery, useListMembersQuery, type Role } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertCircleIcon } from '@/shared/ui/icons';
import { PAGE_SIZES, useListParams } from '../../lib/useListParams';
import { useViewer } from '../../lib/useViewer';
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
  /** Keep page, size and search in the address (a page's own list; not a list inside a details page). */
  inUrl?: boolean;
}

/** A searchable, sortable, paginated list of members with the actions the viewer may take. */
export function MemberList({
  role,
  archived = false,
  invitedById,
  uplineFilterRole,
  empty,
  pageSize = 20,
  inUrl = false,
}: MemberListProps) {
  const [{ q, page, size }, setParams] = useListParams(inUrl, pageSize);
  const setPage = (next: number) => setParams({ page: next });
  const [sort, setSort] = useState<MemberSort>('name');
  const [uplineId, setUplineId] = useState<string | null>(null);
  // What is being typed, for the search it was typed over: once the address moves on (the typing settled
  // into it, or Back, or a link) the box shows the address's search.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const search = draft && draft.over === q ? draft.text : q;
  // Typing settles for 300 ms before the search goes into the address (replacing the entry), from page 1.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const onSearch = (value: string) => {
    setDraft({ text: value, over: q });
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setParams({ q: value, page: 1 }, { replace: true }), 300);
  };
  const fullName = q.trim();

  const args = { role, page, size, sort, fullName: fullName || undefined, invitedById: invitedById ?? uplineId ?? undefined };
  const active = useListMembersQuery(args, { skip: archived });
  const gone = useListArchivedMembersQuery(args, { skip: !archived });
  const query = archived ? gone : active;
  const many = role ? MEMBER_ROLE_LABELS[role].many.toLowerCase() : 'members';
  const label = archived ? `Archived ${many}` : role ? MEMBER_ROLE_LABELS[role].many : 'Members';
  const narrowed = Boolean(fullName || uplineId);
  const viewer = useViewer();

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
          renderActions={(member) =>
            hasMemberActions(memberActions(viewer, member)) ? <MemberActionButtons member={member} /> : null
          }
        />
        {query.data ? (
          <TablePagination
            component="div"
            count={query.data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => setParams({ size: Number(event.target.value), page: 1 })}
            // On a phone (and inside a details page's card) the pager wraps instead of pushing its arrows out of view.
            sx={{
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 0, sm: 2 } },
              '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
              '& .MuiTablePagination-input': { mr: { xs: 1.5, sm: 4 } },
              '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
            }}
          />
        ) : null}
      </>
    );
  }

  // Following a link out of the list drops a search still settling: written into the address after the
  // link's page started loading, it would take the member back to the list.
  const onClickCapture = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(typing.current);
  };
  return (
    <Box onClickCapture={onClickCapture}>
      <MemberListToolbar
        search={search}
        onSearch={onSearch}
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
