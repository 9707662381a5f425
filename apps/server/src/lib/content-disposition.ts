/**
 * `Content-Disposition: attachment` for a user's file name (RFC 6266): an ASCII `filename` for
 * old clients and the exact name as UTF-8 in `filename*` (RFC 8187). Control and bidirectional
 * characters, quotes, backslashes and path separators never reach the header.
 */
export function attachmentDisposition(fileName: string, fallback = 'document'): string {
  const cleaned =
    fileName
      .replace(/[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '')
      .replace(/[/\\"]/g, '_')
      .trim() || fallback;
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/[%;]/g, '_') || fallback;
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
