import type { QueryClient } from '@tanstack/react-query';

export const ME_QUERY_KEY = ['me'] as const;

/** Queries that do not depend on who is signed in. */
const SESSION_FREE = new Set(['me', 'config']);

/**
 * After a login, signup or logout: store the new `me` and drop every cached answer that belonged
 * to the previous session (profile, notifications, ...).
 */
export function replaceSession<T>(queryClient: QueryClient, me: T): void {
  queryClient.setQueryData(ME_QUERY_KEY, me);
  queryClient.removeQueries({
    predicate: (query) => !SESSION_FREE.has(String(query.queryKey[0])),
  });
}
