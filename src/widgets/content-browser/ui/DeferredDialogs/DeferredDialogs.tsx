import { lazy, Suspense, useState } from 'react';
import type { ContentDialogsProps } from '../ContentDialogs/ContentDialogs';

const ContentDialogs = lazy(async () => ({
  default: (await import(/* webpackChunkName: "content-dialogs" */ '../ContentDialogs/ContentDialogs')).ContentDialogs,
}));

/**
 * The dialogs, loaded when the first one opens: their forms, folder picker and member search are a large
 * part of the browser's code, and the list paints without them. Once loaded they stay mounted, so a
 * dialog closes with its transition.
 */
export function DeferredDialogs(props: ContentDialogsProps) {
  const [loaded, setLoaded] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (props.dialog !== null && !loaded) setLoaded(true);
  if (!loaded && props.dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <ContentDialogs {...props} />
    </Suspense>
  );
}
