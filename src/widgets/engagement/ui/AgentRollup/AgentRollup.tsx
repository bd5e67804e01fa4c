import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Reach, useListAgentEngagementQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { UserCheckIcon } from '@/shared/ui/icons';
import { SectionCard } from '@/shared/ui/section-card';
import { moment } from '../../lib/format';
import { LoadState } from '../LoadState/LoadState';

const SIZE = 20;

function ReachCell({ reach }: { reach: Reach }) {
  if (reach.sent === 0) return <TableCell>None</TableCell>;
  return (
    <TableCell>
      {reach.opened} of {reach.sent} opened
      <Typography variant="caption" color={reach.pending > 0 ? 'warning.dark' : 'text.secondary'} sx={{ display: 'block' }}>
        {reach.pending > 0 ? `${reach.pending} not opened yet` : 'all opened'}
      </Typography>
    </TableCell>
  );
}

/**
 * A marketer's roll-up, one row per agent: the materials the marketer sent them (opened or not yet) and
 * the copies of those the agent's clients hold (opened or not yet). Without `marketerId`, the viewer's own.
 */
export function AgentRollup({ marketerId, title = 'Your materials with your agents' }: { marketerId?: string; title?: string }) {
  const [page, setPage] = useState(1);
  const query = useListAgentEngagementQuery({ page, size: SIZE, marketerId });
  const data = query.data;
  return (
    <SectionCard title={title} gap={1.5}>
      <LoadState what="the roll-up" query={query}>
        {data && data.total === 0 ? (
          <EmptyState
            icon={<UserCheckIcon />}
            title="No agents yet"
            description="Agents you invite appear here with what they opened."
          />
        ) : data ? (
          <>
            <TableContainer role="region" tabIndex={0} aria-label={`${title}, scrollable`} sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>Agent</TableCell>
                    <TableCell>Sent to them</TableCell>
                    <TableCell>Their clients</TableCell>
                    <TableCell>Last open</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((row) => (
                    <TableRow key={row.agent.id}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {row.agent.full_name}
                      </TableCell>
                      <ReachCell reach={row.materials} />
                      <ReachCell reach={row.clients} />
                      <TableCell>{moment(row.last_open)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.pages > 1 ? (
              <Pagination count={data.pages} page={page} onChange={(_e, next) => setPage(next)} aria-label="Pages of agents" />
            ) : null}
          </>
        ) : null}
      </LoadState>
    </SectionCard>
  );
}
