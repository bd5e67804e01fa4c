import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MEMBER_ROLE_LABELS } from '@/entities/member';
import { useListMembersQuery, type Role } from '@/shared/api';
import { SearchIcon } from '@/shared/ui/icons';
import { SelectMenu } from '@/shared/ui/select-menu';

export interface MemberListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  /** The role whose members may be picked to narrow the list (an admin picks a marketer to see their agents). */
  uplineRole?: Role | null;
  uplineId: string | null;
  onUpline: (id: string | null) => void;
}

/** Search by name, and optionally a filter by upline. */
export function MemberListToolbar({ search, onSearch, searchLabel, uplineRole, uplineId, onUpline }: MemberListToolbarProps) {
  const uplines = useListMembersQuery({ role: uplineRole ?? undefined, size: 100, sort: 'name' }, { skip: !uplineRole });
  const options = (uplines.data?.items ?? []).map((m) => ({ value: m.id, label: m.full_name }));
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 2 }}>
      <TextField
        type="search"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ fontSize: 18 }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {uplineRole ? (
        <Box sx={{ flex: 1 }}>
          <SelectMenu
            label={`Filter by ${MEMBER_ROLE_LABELS[uplineRole].one.toLowerCase()}`}
            options={options}
            value={uplineId}
            onChange={onUpline}
            loading={uplines.isFetching}
          />
        </Box>
      ) : null}
    </Box>
  );
}
