import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page the server rendered, true from the
 * render after: for what is drawn in the browser only (a lazy toast container, a widget that reads
 * the browser's state), so that hydration meets exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
