import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useNavigate } from 'react-router-dom';
import { InternalLayout, useRouteTitle } from '@/app/layouts';
import { appTheme } from '@/shared/ui/theme';
import { NotificationBell } from '@/widgets/notification-bell';
import { selectCurrentUser } from '@/entities/session';
import { signOut } from '../guards/sign-out';
import { navigationFor } from '../navigation';

/** The app shell for signed-in pages, fed from the session (role → navigation, user → menu). */
export function InternalShell() {
  const user = useSelector(selectCurrentUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const navigation = useMemo(() => navigationFor(user?.role ?? 'client'), [user?.role]);

  if (!user) return null;

  return (
    <ThemeProvider theme={appTheme}>
      <InternalLayout
        navigation={navigation}
        user={user}
        title={title}
        onSignOut={() => signOut(dispatch, navigate)}
        actions={<NotificationBell />}
      >
        <Outlet />
      </InternalLayout>
    </ThemeProvider>
  );
}
