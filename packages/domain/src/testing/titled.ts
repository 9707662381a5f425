/**
 * Test-only. Table rows for `it.each(...)('%s', (_title, row) => ...)` with their full names:
 * vitest cuts each `$key` of an `it.each` title at 40 characters, and the rows name spec cases.
 */
export function titled<T extends object>(template: string, rows: readonly T[]): [string, T][] {
  return rows.map((row) => [
    template.replace(/\$(\w+)/g, (_match, key: string) => String((row as Record<string, unknown>)[key])),
    row,
  ]);
}
