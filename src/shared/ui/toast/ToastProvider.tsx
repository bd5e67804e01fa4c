import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onFirstToast } from './notify';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost').then((m) => ({ default: m.ToastHost })));

/**
 * The toast area (spec §2): toasts stack at the bottom right and close after 5000 ms (spec §9).
 * Raise them with notifyError / notifySuccess / notifyInfo from anywhere. The toast code loads with the
 * first toast, so pages that never raise one never pay for it.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return (
    <>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
