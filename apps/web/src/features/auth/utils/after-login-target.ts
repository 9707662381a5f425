import { safeInternalPath } from '@school/domain/shared/internal-path';
import { paths, shopLoginPath } from '../../../config/paths';
import { pathOfRouteName } from '../../../config/route-names';

export { safeInternalPath };

const BASE = 'http://internal.invalid';

/** Query parameters that steer the login itself and are not forwarded. */
const CONSUMED = new Set(['gotosection', 'shop', 'signup', 'loginError']);

/**
 * Where to go after a successful login (specification 000, section 2, Profilo):
 * - `shop`: `/profilo?shop=1`, where the signed-in person's shop is opened (allowShop) before the
 *   shop itself opens (the profile route's `ShopEntry`), whichever way they signed in;
 * - `gotosection=<path>` or `gotosection=<route name>` ("Utility", as the route table names it):
 *   that internal page, with the other query parameters forwarded;
 * - otherwise the profile.
 */
export function afterLoginTarget(searchParams: URLSearchParams): string {
  if (searchParams.has('shop')) return shopLoginPath;

  const section = searchParams.get('gotosection');
  const named = section === null || section.startsWith('/') ? null : pathOfRouteName(section, searchParams);
  const target = section === null ? null : (named?.path ?? safeInternalPath(section));
  if (target !== null) {
    const url = new URL(target, BASE);
    for (const [key, value] of searchParams) {
      if (!CONSUMED.has(key) && !named?.consumed.includes(key)) url.searchParams.append(key, value);
    }
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return paths.profile;
}
