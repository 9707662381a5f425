import { safeInternalPath } from '@school/domain/shared/internal-path';
import { featurePaths, paths } from '../../../config/paths';

export { safeInternalPath };

const BASE = 'http://internal.invalid';

/** Query parameters that steer the login itself and are not forwarded. */
const CONSUMED = new Set(['gotosection', 'shop', 'signup', 'loginError']);

/**
 * Where to go after a successful login (specification 000, section 2, Profilo):
 * - `shop`: the shop, once the shop feature has registered its route (ignored until then);
 * - `gotosection=<path>`: that internal path, with the other query parameters forwarded;
 * - otherwise the profile.
 */
export function afterLoginTarget(
  searchParams: URLSearchParams,
  shopPath: string | null = featurePaths.shop,
): string {
  if (shopPath !== null && searchParams.has('shop')) return shopPath;

  const section = searchParams.get('gotosection');
  const target = section === null ? null : safeInternalPath(section);
  if (target !== null) {
    const url = new URL(target, BASE);
    for (const [key, value] of searchParams) {
      if (!CONSUMED.has(key)) url.searchParams.append(key, value);
    }
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return paths.profile;
}
