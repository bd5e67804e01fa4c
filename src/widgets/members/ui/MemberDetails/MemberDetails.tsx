import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { DOWNLINE_ROLE, formatDate, materialsPath, MEMBER_ROLE_LABELS, memberPath } from '@/entities/member';
import { selectPolicyViewer } from '@/entities/session';
import type { MemberDetails as Details } from '@/shared/api';
import { SectionCard } from '@/shared/ui/section-card';
import { MemberHistory } from '../MemberHistory/MemberHistory';
import { MemberList } from '../MemberList/MemberList';
import { PrincipalFact } from '../PrincipalFact/PrincipalFact';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** A member's contact card, upline, materials link, downline and recent history. */
export function MemberDetails({ member }: { member: Details }) {
  const below = DOWNLINE_ROLE[member.role];
  const viewer = useSelector(selectPolicyViewer);
  const upline = member.invited_by;
  const uplineTo = upline ? memberPath(upline, viewer?.membershipId) : null;
  const uplineIsMe = Boolean(upline && upline.id === viewer?.membershipId);
  const materials = materialsPath(member);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <SectionCard title="Contact">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
          <Fact label="Email">
            <Link href={`mailto:${member.email}`}>{member.email}</Link>
          </Fact>
          <Fact label="Phone">{member.phone || '—'}</Fact>
          <Fact label="Role">{MEMBER_ROLE_LABELS[member.role].one}</Fact>
          <Fact label="Status">{member.status === 'archived' ? `Archived on ${formatDate(member.archived_at)}` : 'Active'}</Fact>
          <Fact label="Joined">{formatDate(member.created_at)}</Fact>
          <PrincipalFact member={member} />
        </Box>
      </SectionCard>
      <SectionCard title="Upline">
        {upline ? (
          <Typography>
            {uplineTo ? (
              <Link component={RouterLink} to={uplineTo}>
                {upline.full_name}
                {uplineIsMe ? ' (you)' : ''}
              </Link>
            ) : (
              upline.full_name
            )}{' '}
            · {MEMBER_ROLE_LABELS[upline.role].one}
            {upline.status === 'archived' ? ' (archived)' : ''}
          </Typography>
        ) : (
          <Typography color="text.secondary">At the top of the company.</Typography>
        )}
        {materials ? (
          <Typography sx={{ mt: 2 }}>
            <Link component={RouterLink} to={materials}>
              What was exchanged with {member.first_name}
            </Link>
          </Typography>
        ) : null}
      </SectionCard>
      {below ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SectionCard
            title={`${MEMBER_ROLE_LABELS[below].many} (${member.downline.active} active, ${member.downline.archived} archived)`}
          >
            <MemberList
              role={below}
              invitedById={member.id}
              pageSize={10}
              empty={{ title: `No ${MEMBER_ROLE_LABELS[below].many.toLowerCase()} under ${member.first_name}` }}
            />
          </SectionCard>
        </Box>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SectionCard title="History">
          <MemberHistory memberId={member.id} joinedAt={member.created_at} />
        </SectionCard>
      </Box>
    </Box>
  );
}
