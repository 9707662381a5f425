/**
 * The API tests run on PGlite by default and on the machine's PostgreSQL with
 * TEST_DATABASE=postgres (scripts/test.mjs runs both). Test-only: production code reads its
 * configuration through config/env.ts.
 */
export function testDatabaseMode(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

const base = () => process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function adminUrl(): string {
  return `${base()}/postgres`;
}

export function databaseUrl(name: string): string {
  return `${base()}/${name}`;
}
