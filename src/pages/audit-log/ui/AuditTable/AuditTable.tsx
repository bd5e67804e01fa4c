import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AuditEntry } from '@/shared/api';
import { ACTION_LABELS } from '../../config/actions';
import { describeTarget, formatTime } from '../../lib/describe';

/** On a phone, one block per entry (what, on what; who; when, from where), so nothing scrolls sideways. */
function AuditList({ items }: { items: AuditEntry[] }) {
  return (
    <Box component="ul" aria-label="Audit entries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {ACTION_LABELS[entry.action] ?? entry.action}
            {describeTarget(entry) === '—' ? '' : ` · ${describeTarget(entry)}`}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {entry.actor ? `${entry.actor.full_name} (${entry.actor.email})` : 'System'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
            {entry.ip ? ` · ${entry.ip}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One row per entry: when, who, what, on what, from where (a list of blocks on a phone). */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <AuditList items={items} />;
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
