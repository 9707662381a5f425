import { type DehydratedState, dehydrate, hydrate, type Query, QueryClient } from '@tanstack/react-query';

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

const isAnswered = (query: Query) => query.state.status !== 'pending';

/** The queries of `client` with an answer (data or error), as the page's state holds them. */
export function answersOf(client: QueryClient): DehydratedState {
  return dehydrate(client, { shouldDehydrateQuery: isAnswered });
}

/**
 * A client holding a copy of the answers `client` has now, for one render: an answer arriving in
 * `client` while the page renders (a fetch still under way) is not in it, so what the render shows
 * is exactly what `answersOf` the copy sends to the browser.
 */
export function renderCopy(client: QueryClient): QueryClient {
  const copy = new QueryClient({ defaultOptions: client.getDefaultOptions() });
  hydrate(copy, answersOf(client));
  return copy;
}

/** Keeps in `client` what a render's copy answered itself (a suspending query), for the next render. */
export function keepAnswers(client: QueryClient, copy: QueryClient): void {
  hydrate(client, answersOf(copy));
}

/**
 * Fetches `queries` (those a render asked for, `waitingQueries`) into `client`, until they are all
 * answered or the page's data budget runs out at `deadline`; a fetch still under way then goes on,
 * and its answer reaches only the renders that start after it.
 */
export function fetchAll(client: QueryClient, queries: Query[], deadline: number): Promise<unknown> {
  const fetches = queries.map((query) =>
    client.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
  );
  const left = Math.max(0, deadline - Date.now());
  return Promise.race([
    Promise.allSettled(fetches),
    new Promise((resolve) => setTimeout(resolve, left).unref()),
  ]);
}
