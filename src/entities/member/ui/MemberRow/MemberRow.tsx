import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Member } from '@/shared/api';
import { formatDate } from '../../lib/format';
import { memberPath } from '../../lib/paths';

export interface MemberRowProps {
  member: Member;
  /** Buttons for this member (archive, restore…), shown in the last cell. */
  actions?: ReactNode;
  /** The actions cell (left out when no row of the table has any). */
  showActions?: boolean;
  /** The downline count column (lists of a role that has a downline). */
  showDownline?: boolean;
  /** The archive date column, beside the joined date (the archive). */
  showArchived?: boolean;
}

export function MemberName({ member }: { member: Member }) {
  const to = memberPath(member);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={member.avatar ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
        {`${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
            {member.full_name}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{member.full_name}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          {member.email}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * One member in a table: name and email (linking to their page), phone, downline (for roles that have
 * one), the date they joined (and were archived), actions (when the table has an actions column).
 */
export function MemberRow({ member, actions, showActions = true, showDownline = true, showArchived = false }: MemberRowProps) {
  return (
    <TableRow hover>
      <TableCell>
        <MemberName member={member} />
      </TableCell>
      <TableCell>{member.phone || '—'}</TableCell>
      {showDownline ? <TableCell align="right">{member.downline_count}</TableCell> : null}
      <TableCell>{formatDate(member.created_at)}</TableCell>
      {showArchived ? <TableCell>{formatDate(member.archived_at)}</TableCell> : null}
      {showActions ? <TableCell align="right">{actions}</TableCell> : null}
    </TableRow>
  );
}
