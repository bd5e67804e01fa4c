import { Suspense, use, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { preferencesRestored, whenPreferencesRestored } from '@/app/model';

interface PreferencesGateProps {
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Shows its children once the kept preferences are read back (list or grid, …), so the first page never
 * shows with the defaults and then changes. It waits by suspending, so React renders the page when they
 * are back as any other update, in slices the browser can paint between. (redux-persist's PersistGate
 * sets its state when it mounts instead, which renders the whole page at once in the commit that mounted
 * it: one task of ~200 ms on a phone's CPU.)
 */
export function PreferencesGate({ persistor, children }: PreferencesGateProps) {
  return (
    <Suspense fallback={null}>
      <Restored persistor={persistor}>{children}</Restored>
    </Suspense>
  );
}

function Restored({ persistor, children }: PreferencesGateProps) {
  if (!preferencesRestored(persistor)) use(whenPreferencesRestored(persistor));
  return children;
}
