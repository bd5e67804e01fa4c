import Box from '@mui/material/Box';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOADING_BAR } from '@/shared/config';
import { createLoadingBar, type LoadingBarTiming } from '@/shared/lib/loading-bar';

export interface LoadingBarProps {
  /** True while something (a page, its code) is loading. */
  active: boolean;
  timing?: LoadingBarTiming;
}

/** A thin bar across the top of the window while a page loads (spec §2, constants from §9). */
export function LoadingBar({ active, timing = LOADING_BAR }: LoadingBarProps) {
  const [bar] = useState(() => createLoadingBar(timing));
  const { progress, visible } = useSyncExternalStore(bar.subscribe, bar.getState, bar.getState);

  useEffect(() => {
    if (active) bar.start();
    else bar.finish();
  }, [active, bar]);

  useEffect(() => () => bar.dispose(), [bar]);

  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: 3,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
        bgcolor: 'primary.main',
        boxShadow: (theme) => `0 0 8px ${theme.palette.primary.light}`,
        transition: 'width 0.1s ease-out, opacity 0.4s',
        pointerEvents: 'none',
      }}
    />
  );
}
