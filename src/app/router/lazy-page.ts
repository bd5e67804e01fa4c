import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose page is its own chunk, loaded on navigation (the loading bar shows meanwhile). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}
