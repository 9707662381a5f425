/**
 * The name of one of the portal's cookies: with secure cookies (a https PUBLIC_URL) it carries the
 * `__Host-` prefix, so the browser accepts it only when Secure, for the whole site (Path=/) and
 * from our own host (no Domain): a sibling subdomain cannot plant or overwrite it.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
