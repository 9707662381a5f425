import { featurePaths, paths } from '../../../config/paths';

const BASE = 'http://internal.invalid';

/** Query parameters that steer the login itself and are not forwarded. */
const CONSUMED = new Set(['gotosection', 'shop', 'signup', 'loginError']);

/**
 * A same-origin relative path ("/candidati?x=1"), normalised; null for anything else
 * (absolute URLs, protocol-relative "//host", backslashes, control characters).
 */
export function safeInternalPath(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

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
