import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/entities/member';
import { useGetMemberHistoryQuery, type MemberEvent } from '@/shared/api';

const VERBS: Record<string, string> = {
  invited: 'Invited',
  joined: 'Joined',
  archived: 'Archived',
  restored: 'Restored',
  reassigned: 'Reassigned',
};

/** "Invited by Ada Lovelace on Nov 20, 2026", "Joined on Nov 21, 2026", "Reassigned to Bo by Ada on …". */
function describeEvent(event: MemberEvent): string {
  const verb = VERBS[event.type] ?? event.type.charAt(0).toUpperCase() + event.type.slice(1);
  const detail = event.detail as { from?: { full_name?: string } | null; to?: { full_name?: string } | null };
  const move = event.type === 'reassigned' && detail.to?.full_name ? ` to ${detail.to.full_name}` : '';
  // One joins by oneself: "Joined by <their own name>" says nothing.
  const by = event.actor && event.type !== 'joined' ? ` by ${event.actor.full_name}` : '';
  return `${verb}${move}${by} on ${formatDate(event.created_at)}`;
}

export interface MemberHistoryProps {
  memberId: string;
  /** When the membership began: said when no event was recorded (members added before history was kept). */
  joinedAt: string;
}

/** The member's latest events, newest first. */
export function MemberHistory({ memberId, joinedAt }: MemberHistoryProps) {
  const { data, isLoading, isError } = useGetMemberHistoryQuery({ id: memberId, size: 10 });
  if (isLoading) return <Skeleton height={80} />;
  if (isError) return <Typography color="text.secondary">The history could not be loaded.</Typography>;
  if (!data || data.items.length === 0) return <Typography>Joined on {formatDate(joinedAt)}</Typography>;
  return (
    <List dense aria-label="History">
      {data.items.map((event) => (
        <ListItem key={event.id} disableGutters>
          <ListItemText primary={describeEvent(event)} />
        </ListItem>
      ))}
    </List>
  );
}
