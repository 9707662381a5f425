import type { QueryClient } from '@tanstack/react-query';

/**
 * The service worker's runtime cache of the signed-in person's answers that must show offline (the
 * badge of the Utility page and the `/api/me` it needs: decision 37). Named here so that
 * `vite.config.ts` (which declares the cache) and the session code (which deletes it) agree.
 * It belongs to one person: deleted at logout and whenever another session starts.
 */
export const USER_DATA_CACHE = 'alma-user-data';

/** The API answers kept in it (GET, same origin), with the query that holds each in the page. */
const USER_DATA = [
  { path: '/api/me', queryKey: ['me'] },
  { path: '/api/utility', queryKey: ['utility'] },
] as const;

export const USER_DATA_PATHS: readonly string[] = USER_DATA.map((entry) => entry.path);

/**
 * A page the server rendered brought these answers with it (the browser did not ask for them, so
 * the service worker did not keep them): kept here as the service worker would have, for the
 * badge offline. Resolves whatever happens.
 */
export async function keepUserDataOfPage(queryClient: QueryClient): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(USER_DATA_CACHE);
    for (const { path, queryKey } of USER_DATA) {
      const data = queryClient.getQueryData(queryKey);
      if (data === undefined) continue;
      await cache.put(
        path,
        new Response(JSON.stringify(data), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    }
  } catch {
    // Storage unavailable: the badge is then not there offline, as without a service worker.
  }
}

/** Deletes the person's cached answers; resolves whatever happens (no Cache API, private mode). */
export async function clearUserDataCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(USER_DATA_CACHE);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
