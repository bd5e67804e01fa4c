import { useMemo, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useNavigate } from 'react-router-dom';
import { InternalLayout, useRouteTitle } from '@/app/layouts';
import { persistPreferences, type AppStore } from '@/app/model';
import { appTheme } from '@/shared/ui/theme';
import { NotificationBell } from '@/widgets/notification-bell';
import { selectCurrentUser } from '@/entities/session';
import { approvesMaterials, useListPendingVersionsQuery } from '@/shared/api';
import { signOut } from '../guards/sign-out';
import { navigationFor } from '../navigation';
import { PreferencesGate } from './PreferencesGate';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The app shell for signed-in pages, fed from the session (role → navigation, user → menu), with the
 * preferences kept across reloads (list or grid) read back before the first page shows.
 */
export function InternalShell() {
  const store = useAppStore();
  const [persistor] = useState(() => persistPreferences(store));
  const user = useSelector(selectCurrentUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const role = user?.role ?? 'client';
  const principal = user?.principal ?? false;
  const approver = approvesMaterials({ role, principal });
  // The queue's length, for approvers only (the approvals page reads the same query).
  const pending = useListPendingVersionsQuery(undefined, { skip: !approver }).data?.items.length;
  const navigation = useMemo(() => navigationFor(role, { principal, pending }), [role, principal, pending]);

  if (!user) return null;

  return (
    <PreferencesGate persistor={persistor}>
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
    </PreferencesGate>
  );
}
