import { databaseOf } from './client.ts';

/** How many answers a database handle keeps (the oldest goes first): list counts and charts. */
export const KEPT_ANSWERS = 500;

type Answers = Map<string, { readAt: number; answer: Promise<unknown> }>;

/** The answers kept while nothing they were read from changed, per database, with its version. */
const caches = new WeakMap<object, { version: number; answers: Answers }>();
/** PostgreSQL: the answers asked to be kept for a while, per database handle. */
const aged = new WeakMap<object, Answers>();
/** PostgreSQL: the answers kept until a change to their tables is seen, per database handle. */
const announced = new WeakMap<object, Answers>();

export interface KeepOptions {
  /**
   * On PostgreSQL (other instances write unseen), keep the answer this many milliseconds instead
   * of reading it every time: for figures whose page says when they were read (the insights).
   */
  onPostgresFor?: number;
  /**
   * On PostgreSQL, the tables the answer is read from: it is kept until a change to one of them is
   * seen, by this instance or announced by PostgreSQL (decision 93).
   */
  readsFrom?: readonly string[];
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
 * An answer read once and kept until what it was read from may have changed; requests arriving
 * together while it is read share the one read. `key` names the answer and everything it depends
 * on.
 *
 * - With `readsFrom`: until a change to one of those tables is seen. On PostgreSQL (decision 93)
 *   this instance's own writes once finished, anyone else's once PostgreSQL announces them; on the
 *   embedded database (decision 97) once committed. Read every time while the PostgreSQL listener
 *   is not connected.
 * - The embedded database without `readsFrom` (decision 86): one process sends every statement, so
 *   the answer is kept until its next write, to any table.
 * - PostgreSQL with `onPostgresFor` (decision 91): for that many milliseconds, for figures whose
 *   page says when they were read.
 * - Otherwise read every time.
 */
export function keptUntilWrite<T>(
  db: object,
  key: string,
  read: () => Promise<T>,
  options: KeepOptions = {},
): Promise<T> {
  const database = databaseOf(db);
  const changes = database?.tableChanges;
  const tables = options.readsFrom;
  const version = changes && tables ? changes.version(tables) : undefined;
  if (version === undefined && database?.kind === 'pglite') {
    return keptAtVersion(database, database.writeCount(), key, read);
  }
  if (version !== undefined) {
    // Each answer has the version of its own tables: it is kept under it, and found no more once
    // one of them changes (the old one leaves as the oldest answers do).
    let answers = announced.get(db);
    if (!answers) {
      answers = new Map();
      announced.set(db, answers);
    }
    const versioned = `${version}\u0000${key}`;
    const held = answers.get(versioned);
    if (held) return held.answer as Promise<T>;
    return shared(answers, versioned, read, Date.now());
  }
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

/**
 * The answer kept under `key` while the version of what it was read from stays `version`. An
 * answer read while the version moved is dropped with its cache: the next request, finding
 * another version, starts a new one.
 */
function keptAtVersion<T>(
  database: object,
  version: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(database);
  if (!cache || cache.version !== version) {
    cache = { version, answers: new Map() };
    caches.set(database, cache);
  }
  const held = cache.answers.get(key);
  if (held) return held.answer as Promise<T>;
  return shared(cache.answers, key, read, Date.now());
}

/** Forgets what a handle keeps on PostgreSQL (the tests empty the tables between cases). */
export function forgetKeptAnswers(db: object): void {
  aged.delete(db);
  announced.delete(db);
}
