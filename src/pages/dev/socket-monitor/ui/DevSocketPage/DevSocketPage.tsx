import { EmptyState } from '@/shared/ui/empty-state';
import { CodeIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

/** A developer page (development builds only). */
export function DevSocketPage() {
  return (
    <>
      <PageHeader title="Socket playground" description="The notification socket and its messages for development." />
      <EmptyState
        icon={<CodeIcon />}
        title="Nothing here yet"
        description="This playground fills up as the feature it exercises is built."
      />
    </>
  );
}
