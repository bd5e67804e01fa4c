import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@/shared/api';
import { ACTION_LABELS } from '../../config/actions';
import { describeTarget, formatTime } from '../../lib/describe';

/** One row per entry: when, who, what, on what, from where. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <Table size="small" aria-label="Audit entries">
      <TableHead>
        <TableRow>
          <TableCell>Time</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Target</TableCell>
          <TableCell>From</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
            </TableCell>
            <TableCell>
              {entry.actor ? (
                <>
                  <Typography variant="body2">{entry.actor.full_name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {entry.actor.email}
                  </Typography>
                </>
              ) : (
                'System'
              )}
            </TableCell>
            <TableCell>{ACTION_LABELS[entry.action] ?? entry.action}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{describeTarget(entry)}</TableCell>
            <TableCell>
              <Typography variant="body2">{entry.ip ?? '—'}</Typography>
              {entry.user_agent ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  title={entry.user_agent}
                  noWrap
                  sx={{ display: 'block', maxWidth: 220 }}
                >
                  {entry.user_agent}
                </Typography>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
