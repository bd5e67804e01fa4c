import Box from '@mui/material/Box';
import { hasMemberActions, memberActions } from '@/entities/member';
import { ArchiveMemberButton } from '@/features/archive-member';
import { ReassignMemberButton } from '@/features/reassign-member';
import { RestoreMemberButton } from '@/features/restore-member';
import type { Member } from '@/shared/api';
import { useViewer } from '../../lib/useViewer';

export interface MemberActionButtonsProps {
  member: Pick<Member, 'id' | 'full_name' | 'role' | 'invited_by_id' | 'status'>;
  size?: 'small' | 'medium';
  onArchived?: () => void;
  onRestored?: () => void;
}

/** The changes the signed-in person may make to this member; the others are not offered. */
export function MemberActionButtons({ member, size = 'small', onArchived, onRestored }: MemberActionButtonsProps) {
  const allowed = memberActions(useViewer(), member);
  if (!hasMemberActions(allowed)) return null;
  return (
    <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {allowed.reassign ? <ReassignMemberButton member={member} size={size} /> : null}
      {allowed.archive ? <ArchiveMemberButton member={member} size={size} onArchived={onArchived} /> : null}
      {allowed.restore ? <RestoreMemberButton member={member} size={size} onRestored={onRestored} /> : null}
    </Box>
  );
}
