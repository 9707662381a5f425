import type { QueryClient } from '@tanstack/react-query';
import { clearUserDataCache } from './offline-cache';

export const ME_QUERY_KEY = ['me'] as const;

/** Queries that do not depend on who is signed in. */
const SESSION_FREE = new Set(['me', 'config']);

/**
 * After a login, signup or logout: store the new `me` and drop every cached answer that belonged
 * to the previous session (profile, notifications, ..., and the service worker's offline copies).
 */
export function replaceSession<T>(queryClient: QueryClient, me: T): void {
  // The service worker's copies of the previous person's answers go too (offline badge).
  void clearUserDataCache();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  queryClient.removeQueries({
    predicate: (query) => !SESSION_FREE.has(String(query.queryKey[0])),
  });
}
