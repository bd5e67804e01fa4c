import { useSyncExternalStore, type ComponentType } from 'react';

export interface LazyComponent<P> {
  /**
   * Starts loading the component's code, if it is not loaded or loading yet. Call it as soon as the user
   * is likely to need it (a pointer over, or the focus on, the control that shows it), so it is usually
   * there by the time they click. A failed load is forgotten: the next call tries again.
   */
  preload: () => void;
  /** Renders nothing until the code is there, then the component (every instance at once). */
  Component: ComponentType<P>;
}

/**
 * A component whose code is left out of the bundle that renders it, loaded on demand — for popups that
 * are closed on the first page. Unlike `React.lazy` it does not suspend (no fallback, no error for a
 * boundary to catch): until the code is there, it renders nothing.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading = false;
  const listeners = new Set<() => void>();

  const preload = () => {
    if (loaded || loading) return;
    loading = true;
    load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        loading = false;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => loaded;

  function Component(props: P) {
    const Loaded = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { preload, Component };
}
