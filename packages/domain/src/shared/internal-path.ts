/**
 * A same-origin relative path ("/candidati?x=1"), for any redirect the portal makes from a value
 * it was given (`returnTo` of provider sign-in, `gotosection` of the login); null for anything
 * else: absolute URLs, protocol-relative "//host", backslashes, and control characters (a URL
 * parser drops tab and newline, so "/\t/evil.example" would become "//evil.example"). Characters
 * outside printable ASCII come back percent-encoded, safe in a Location header.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f-\u009f]/.test(value))
    return null;
  try {
    return value.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  } catch {
    // A lone surrogate cannot be encoded.
    return null;
  }
}
