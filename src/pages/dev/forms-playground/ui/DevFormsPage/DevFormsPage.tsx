import { EmptyState } from '@/shared/ui/empty-state';
import { CodeIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

/** A developer page (development builds only). */
export function DevFormsPage() {
  return (
    <>
      <PageHeader title="Forms playground" description="Form fields and validation for development." />
      <EmptyState icon={<CodeIcon />} title="Nothing here yet" description="This playground fills up as the feature it exercises is built." />
    </>
  );
}
