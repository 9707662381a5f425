import { embeddedDatabaseOf } from './client.ts';

/** How many answers an embedded database keeps (the oldest goes first): list counts and charts. */
export const KEPT_ANSWERS = 500;

const caches = new WeakMap<object, { writes: number; answers: Map<string, Promise<unknown>> }>();

/**
 * An answer read once and kept until the embedded database's next write (decision 86): one
 * process sends every statement there, so while nothing was written the answer is still the
 * truth. Requests arriving together while it is read share the one read. PostgreSQL reads every
 * time (other instances write unseen). `key` names the answer and everything it depends on.
 */
export function keptUntilWrite<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  const database = embeddedDatabaseOf(db);
  if (!database) return read();
  const writes = database.writeCount();
  let cache = caches.get(database);
  if (!cache || cache.writes !== writes) {
    cache = { writes, answers: new Map() };
    caches.set(database, cache);
  }
  const held = cache.answers.get(key);
  if (held) return held as Promise<T>;
  const answers = cache.answers;
  const pending = read();
  if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, pending);
  // A failed read is not kept; one made while something was written is dropped with its cache.
  pending.catch(() => answers.delete(key));
  return pending;
}
