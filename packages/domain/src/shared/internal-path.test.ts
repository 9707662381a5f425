import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './internal-path.ts';

describe('safeInternalPath — only our own paths survive a redirect', () => {
  it.each([
    ['/candidatura/CUCINA-2027A/1', '/candidatura/CUCINA-2027A/1'],
    ['/b?x=1#h', '/b?x=1#h'],
    ['/a b', '/a%20b'],
    ['/', '/'],
    ['/profilo?gotosection=/x', '/profilo?gotosection=/x'],
    ['/città', '/citt%C3%A0'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeInternalPath(value)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['a tab between the slashes (decoded %2F%09%2F)', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r\nSet-Cookie: x=1'],
    ['a backslash', '/\\evil.example'],
    ['a NUL', '/a\u0000b'],
    ['a C1 control', '/a\u0085b'],
    ['no leading slash', 'evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeInternalPath(value)).toBeNull();
  });

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (tail) => {
        for (const value of [
          tail,
          `/${tail}`,
          `/${encodeURIComponent(tail)}`,
          decodeURIComponentSafe(tail),
        ]) {
          const result = safeInternalPath(value);
          if (result === null) continue;
          // One leading slash, no backslash, printable ASCII only: a path of our own origin,
          // safe as a Location header.
          expect(result).toMatch(/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
