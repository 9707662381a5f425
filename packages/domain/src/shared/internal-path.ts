const BASE = 'http://internal.invalid';

/**
 * A same-origin relative path ("/candidati?x=1"), normalised, for any redirect the portal makes
 * from a value it was given (`returnTo` of provider sign-in, `gotosection` of the login); null for
 * anything else: absolute URLs, protocol-relative "//host", backslashes, and control characters
 * (a URL parser drops tab and newline, so "/\t/evil.example" would become "//evil.example").
 * Non-ASCII characters come back percent-encoded, safe in a Location header.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f-\u009f]/.test(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
