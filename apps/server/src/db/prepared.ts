import type { Db } from './client.ts';

/**
 * A prepared statement built once per database handle (drizzle's `.prepare(name)` with
 * `sql.placeholder(…)`): the SQL of a hot query is not rebuilt on every request.
 * `const sessionQuery = preparedOnce((db) => db.select(…).where(eq(…, sql.placeholder('x'))).prepare('name'))`,
 * then `await sessionQuery(db).execute({ x })`.
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
