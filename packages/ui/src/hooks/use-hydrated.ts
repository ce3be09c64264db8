import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page rendered to HTML on the server (or at build time) is shown and not yet hydrated, true
 * once React runs it — and at once in a page React renders itself. Lets a control wait for its handlers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
