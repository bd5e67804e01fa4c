import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lifecycleChips } from '@/entities/content';
import { type Holding, useListMemberHoldingsQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { FileIcon } from '@/shared/ui/icons';
import { SectionCard } from '@/shared/ui/section-card';
import { day, moment, times } from '../../lib/format';
import { LoadState } from '../LoadState/LoadState';

const SIZE = 20;
type Opened = 'all' | 'yes' | 'no';
const EMPTY: Record<Opened, string> = {
  all: 'Nothing has been sent to them yet.',
  yes: 'They have not opened anything yet.',
  no: 'They have opened everything they hold.',
};

function HoldingRow({ holding }: { holding: Holding }) {
  const chips = lifecycleChips(holding);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {holding.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Chip
          size="small"
          variant="outlined"
          color={holding.first_open ? 'success' : 'default'}
          label={holding.first_open ? 'Opened' : 'Not opened yet'}
        />
        {chips.map((chip) => (
          <Chip key={chip.label} size="small" color={chip.color} label={chip.label} />
        ))}
        {holding.view_only ? <Chip size="small" variant="outlined" label="View only" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {holding.first_open
          ? `Opened ${times(holding.opens)} · first ${moment(holding.first_open)} · last ${moment(holding.last_open)}`
          : `Received ${day(holding.received_at)}`}
        {holding.sent_by ? ` · sent by ${holding.sent_by}` : ''} · v{holding.version}
      </Typography>
      {holding.withheld_reason ? (
        <Typography variant="body2" color="warning.dark">
          {holding.withheld_reason}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * What a client holds of the company's materials, newest first: whether they opened each, how often and
 * when, its state as they meet it (recalled, expired, withheld by their state…), and who sent it.
 */
export function ClientHoldings({ memberId }: { memberId: string }) {
  const [opened, setOpened] = useState<Opened>('all');
  const [page, setPage] = useState(1);
  const query = useListMemberHoldingsQuery({ memberId, page, size: SIZE, opened: opened === 'all' ? undefined : opened });
  const data = query.data;
  return (
    <SectionCard title="Materials they hold" gap={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={opened}
        aria-label="Show"
        onChange={(_e, next: Opened | null) => {
          if (!next) return;
          setOpened(next);
          setPage(1);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="yes">Opened</ToggleButton>
        <ToggleButton value="no">Not opened</ToggleButton>
      </ToggleButtonGroup>
      <LoadState what="what they hold" query={query}>
        {data && data.items.length === 0 ? (
          <EmptyState icon={<FileIcon />} title="No materials here" description={EMPTY[opened]} />
        ) : data ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {data.total} {data.total === 1 ? 'material' : 'materials'}
            </Typography>
            <Box component="ul" aria-label="Materials they hold" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.items.map((h) => (
                <HoldingRow key={h.copy_id} holding={h} />
              ))}
            </Box>
            {data.pages > 1 ? (
              <Pagination count={data.pages} page={page} onChange={(_e, next) => setPage(next)} aria-label="Pages of materials" />
            ) : null}
          </>
        ) : null}
      </LoadState>
    </SectionCard>
  );
}
