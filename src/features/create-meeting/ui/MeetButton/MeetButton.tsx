import Button from '@mui/material/Button';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectPolicyViewer } from '@/entities/session';
import { allows, errorDetail, useGenerateMeetingRoomMutation, type PolicyTarget } from '@/shared/api';
import { VideoIcon } from '@/shared/ui/icons';
import { notifyProblem } from '@/shared/ui/toast';

export interface MeetButtonProps {
  member: PolicyTarget & { full_name: string };
  size?: 'small' | 'medium';
}

/**
 * "Meet": a room with this member, opened at once (they are notified with its link). Offered only when
 * the policy table lets me invite them to a meeting.
 */
export function MeetButton({ member, size = 'medium' }: MeetButtonProps) {
  const [generate, { isLoading }] = useGenerateMeetingRoomMutation();
  const navigate = useNavigate();
  const viewer = useSelector(selectPolicyViewer);
  if (!allows(viewer, 'inviteToMeeting', member)) return null;
  const meet = async () => {
    try {
      const room = await generate({
        meetingRoomCreate: { title: `Meeting with ${member.full_name}`, invitees: [member.id] },
      }).unwrap();
      navigate(room.link);
    } catch (error) {
      notifyProblem('The meeting could not be started', errorDetail(error) ?? 'Try again in a moment.');
    }
  };
  return (
    <Button variant="outlined" size={size} startIcon={<VideoIcon />} onClick={meet} disabled={isLoading}>
      Meet
    </Button>
  );
}
