import { roleLabel } from '@/entities/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { FolderIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export interface MemberMaterialsPageProps {
  role: 'marketer' | 'agent' | 'client';
}

/** The materials shared with one member (/materials/{role}/{id}). */
export function MemberMaterialsPage({ role }: MemberMaterialsPageProps) {
  const label = roleLabel(role);
  return (
    <>
      <PageHeader
        title={`${label} materials`}
        description={`Folders and files shared with this ${label.toLowerCase()}.`}
        back={{ to: `/${role}s`, label: `All ${label.toLowerCase()}s` }}
      />
      <EmptyState
        icon={<FolderIcon />}
        title="No materials to show yet"
        description={`Materials shared with this ${label.toLowerCase()} will be listed here.`}
      />
    </>
  );
}
