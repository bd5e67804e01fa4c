import Button from '@mui/material/Button';
import { useSelector } from 'react-redux';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { landingPathFor, selectCurrentUser } from '@/entities/session';
import { mayOpenList, type ListPage } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';

/**
 * A list page (and the pages under it) only for the roles the policy table lets open it, as the navigation
 * offers them (`mayOpenList`); anyone else gets "Page Not Found" in the shell, with the way to their start page.
 */
export function RequireList({ list }: { list: ListPage }) {
  const user = useSelector(selectCurrentUser);
  if (!user || mayOpenList(user.role, list)) return <Outlet />;
  return (
    <>
      <PageHeader title="Page Not Found" />
      <EmptyState
        title="This page is not open to you"
        description="It may exist for other members of your company, but not for your role."
        action={
          <Button component={RouterLink} to={landingPathFor(user.role)} variant="contained">
            Go to your start page
          </Button>
        }
      />
    </>
  );
}
