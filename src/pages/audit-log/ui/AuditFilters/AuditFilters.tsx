import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useListMembersQuery, type AuditAction } from '@/shared/api';
import { SelectMenu } from '@/shared/ui/select-menu';
import { ACTION_LABELS } from '../../config/actions';
import { NO_FILTERS, periodProblem, type AuditFilterValues } from '../../lib/filters';

const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}

/** Member, action and period; each change applies at once. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const { data: members, isLoading } = useListMembersQuery({ size: 100, sort: 'name' });
  const memberOptions = (members?.items ?? []).map((m) => ({ value: m.id, label: `${m.full_name} (${m.email})` }));
  const problem = periodProblem(values);
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...values, ...patch });
  const filtered = values.memberId || values.action || values.from || values.to;
  return (
    <Box
      component="form"
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <SelectMenu
        label="Member"
        options={memberOptions}
        loading={isLoading}
        value={values.memberId}
        onChange={(memberId) => set({ memberId })}
      />
      <SelectMenu
        label="Action"
        options={ACTION_OPTIONS}
        value={values.action}
        onChange={(action) => set({ action: action as AuditAction | null })}
      />
      <TextField
        label="From"
        type="date"
        value={values.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        value={values.to}
        onChange={(event) => set({ to: event.target.value })}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="text"
        onClick={() => onChange(NO_FILTERS)}
        disabled={!filtered}
        sx={{ mt: { xs: -2, md: 1 }, justifySelf: { xs: 'start', md: 'stretch' } }}
      >
        Clear
      </Button>
    </Box>
  );
}
