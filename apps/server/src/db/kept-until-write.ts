import { embeddedDatabaseOf } from './client.ts';

/** How many answers a database handle keeps (the oldest goes first): list counts and charts. */
export const KEPT_ANSWERS = 500;

type Answers = Map<string, { readAt: number; answer: Promise<unknown> }>;

const caches = new WeakMap<object, { writes: number; answers: Answers }>();
/** PostgreSQL: the answers asked to be kept for a while, per database handle. */
const aged = new WeakMap<object, Answers>();

export interface KeepOptions {
  /**
   * On PostgreSQL (other instances write unseen), keep the answer this many milliseconds instead
   * of reading it every time: for figures whose page says when they were read (the insights).
   */
  onPostgresFor?: number;
}

/** The answer kept under `key`, or a new read kept there; requests arriving together share it. */
function shared<T>(answers: Answers, key: string, read: () => Promise<T>, now: number): Promise<T> {
  const pending = read();
  answers.delete(key);
  if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, { readAt: now, answer: pending });
  // A failed read is not kept.
  pending.catch(() => {
    if (answers.get(key)?.answer === pending) answers.delete(key);
  });
  return pending;
}

/**
 * An answer read once and kept until the embedded database's next write (decision 86): one
 * process sends every statement there, so while nothing was written the answer is still the
 * truth. Requests arriving together while it is read share the one read. PostgreSQL reads every
 * time (other instances write unseen), unless the caller accepts an answer up to `onPostgresFor`
 * milliseconds old (decision 91). `key` names the answer and everything it depends on.
 */
export function keptUntilWrite<T>(
  db: object,
  key: string,
  read: () => Promise<T>,
  options: KeepOptions = {},
): Promise<T> {
  const database = embeddedDatabaseOf(db);
  if (!database) {
    const maxAge = options.onPostgresFor;
    if (!maxAge) return read();
    let answers = aged.get(db);
    if (!answers) {
      answers = new Map();
      aged.set(db, answers);
    }
    const now = Date.now();
    const held = answers.get(key);
    if (held && now - held.readAt < maxAge) return held.answer as Promise<T>;
    return shared(answers, key, read, now);
  }
  const writes = database.writeCount();
  let cache = caches.get(database);
  if (!cache || cache.writes !== writes) {
    cache = { writes, answers: new Map() };
    caches.set(database, cache);
  }
  const held = cache.answers.get(key);
  if (held) return held.answer as Promise<T>;
  // One made while something was written is dropped with its cache.
  return shared(cache.answers, key, read, Date.now());
}

/** Forgets what a handle keeps on PostgreSQL for a while (the tests empty the tables between cases). */
export function forgetKeptAnswers(db: object): void {
  aged.delete(db);
}
