/**
 * The API tests run on PGlite (vitest project `server`) and on the machine's PostgreSQL (project
 * `server-postgres`), which set TEST_DATABASE for their files (vitest.config.ts; scripts/test.mjs
 * runs both). Test-only: production code reads its configuration through config/env.ts.
 */
export function testDatabaseMode(
  env: Record<string, string | undefined> = process.env,
): 'pglite' | 'postgres' {
  return env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

const base = () => process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function adminUrl(): string {
  return `${base()}/postgres`;
}

/** A test database's URL; commits do not wait for the disk (nothing here must survive a crash). */
export function databaseUrl(name: string): string {
  return `${base()}/${name}?options=-c%20synchronous_commit%3Doff`;
}
