import { EmptyState } from '@/shared/ui/empty-state';
import { VideoIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MeetingPage() {
  return (
    <>
      <PageHeader title="Meeting" description="A video meeting room." back={{ to: '/meetings', label: 'Meetings' }} />
      <EmptyState
        icon={<VideoIcon />}
        title="The room is getting ready"
        description="Video and participants will appear here once the meeting starts."
      />
    </>
  );
}
