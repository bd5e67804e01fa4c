import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Member } from '@/shared/api';
import { MEMBER_ROLE_LABELS, DOWNLINE_ROLE } from '../../config/roles';
import { formatDate } from '../../lib/format';
import { MemberName } from '../MemberRow/MemberRow';

export interface MemberCardProps {
  member: Member;
  actions?: ReactNode;
}

/** One member on a phone: the same facts as a table row, stacked. */
export function MemberCard({ member, actions }: MemberCardProps) {
  const below = DOWNLINE_ROLE[member.role];
  return (
    <Card component="article" variant="outlined" aria-label={member.full_name}>
      <CardContent>
        <MemberName member={member} />
        <Box sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Phone
          </Typography>
          <Typography variant="body2">{member.phone || '—'}</Typography>
          {below ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {MEMBER_ROLE_LABELS[below].many}
              </Typography>
              <Typography variant="body2">{member.downline_count}</Typography>
            </>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Joined
          </Typography>
          <Typography variant="body2">{formatDate(member.created_at)}</Typography>
          {member.status === 'archived' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Archived
              </Typography>
              <Typography variant="body2">{formatDate(member.archived_at)}</Typography>
            </>
          ) : null}
        </Box>
        {actions ? <Box sx={{ mt: 1.5, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{actions}</Box> : null}
      </CardContent>
    </Card>
  );
}
