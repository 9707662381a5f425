import type { Query, QueryClient } from '@tanstack/react-query';

/** Whether a query the page built may run now (`enabled`, as the page's hook said). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const value = typeof enabled === 'function' ? enabled(query) : enabled;
  return value !== false && typeof query.options.queryFn === 'function';
}

/** The queries the last render asked for that have no answer yet (a disabled one waits for its turn). */
export function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
}

/** The queries with an answer (data or error): those a render shows as they are. */
export function settledQueries(client: QueryClient): Set<string> {
  const settled = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'pending');
  return new Set(settled.map((query) => query.queryHash));
}

/**
 * Fetches `queries` until they are all answered or the page's data budget runs out at `deadline`.
 * Then the fetches still under way are cancelled: an answer arriving later would land in the
 * cache while the page renders, and the HTML would show data the page's state sent to the browser
 * does not hold (a hydration mismatch). Such a query stays pending; the browser fetches it.
 */
export async function fetchAll(client: QueryClient, queries: Query[], deadline: number): Promise<void> {
  const fetches = queries.map((query) =>
    query.state.fetchStatus === 'fetching'
      ? query.promise
      : client.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
  );
  const left = Math.max(0, deadline - Date.now());
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    Promise.allSettled(fetches).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), left);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
  if (!answered) await client.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
}
