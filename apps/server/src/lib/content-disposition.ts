import { create } from 'content-disposition';

/**
 * `Content-Disposition: attachment` for a file's name (RFC 6266), written by the
 * `content-disposition` package: a plain ASCII name as `filename`, any other name as an ASCII
 * `filename` for old clients and the exact name as UTF-8 in `filename*` (RFC 8187). Before that,
 * control and bidirectional characters are dropped and quotes, backslashes and path separators
 * become `_`, so a stored name cannot forge a path or hide its extension; an empty name is
 * `fallback`.
 */
export function attachmentDisposition(fileName: string, fallback = 'document'): string {
  const cleaned =
    fileName
      .replace(/[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '')
      .replace(/[/\\"]/g, '_')
      .trim() || fallback;
  // The ASCII name: accents dropped, other characters and the RFC 8187 markers (% ;) as `_`.
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/[%;]/g, '_') || fallback;
  return create(cleaned, { fallback: ascii });
}
