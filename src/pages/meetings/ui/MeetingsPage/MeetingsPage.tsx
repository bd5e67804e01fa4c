import { EmptyState } from '@/shared/ui/empty-state';
import { VideoIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MeetingsPage() {
  return (
    <>
      <PageHeader title="Meetings" description="Start a video meeting room and share its link." />
      <EmptyState
        icon={<VideoIcon />}
        title="No meeting running"
        description="Meeting rooms you start will be listed here, ready to share."
      />
    </>
  );
}
