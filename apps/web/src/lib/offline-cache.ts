/**
 * The service worker's runtime cache of the signed-in person's answers that must show offline (the
 * badge of the Utility page and the `/api/me` it needs: decision 37). Named here so that
 * `vite.config.ts` (which declares the cache) and the session code (which deletes it) agree.
 * It belongs to one person: deleted at logout and whenever another session starts.
 */
export const USER_DATA_CACHE = 'alma-user-data';

/** The API answers kept in it (GET, same origin). */
export const USER_DATA_PATHS: readonly string[] = ['/api/me', '/api/utility'];

/** Deletes the person's cached answers; resolves whatever happens (no Cache API, private mode). */
export async function clearUserDataCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(USER_DATA_CACHE);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
