import type { EnrolmentFlags } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import type { Database } from '../../db/client.ts';
import { findSessionSubject, type SessionUser } from './auth.repository.ts';
import { toAccessSubject } from './me.ts';

export interface SessionSubject {
  user: SessionUser;
  enrolments: EnrolmentFlags[];
  /** What the access rules read of the person, made once per read (frozen: requests share it). */
  subject: Me['subject'];
  expiresAt: Date;
}

export type FindSessionSubject = (tokenHash: string, now: Date) => Promise<SessionSubject | undefined>;

/** How many sessions the cache keeps (the least recently read go first). */
export const SESSION_CACHE_SIZE = 5_000;

/**
 * PostgreSQL: the longest a session is served from memory, a bound should the listener's
 * connection stall without a word (decision 93).
 */
export const SESSION_KEPT_ON_POSTGRES_MS = 30_000;

/** The tables a session is read from (`findSessionSubject`). */
export const SESSION_TABLES = ['sessions', 'users', 'enrolments'] as const;

interface Kept extends SessionSubject {
  readAt: number;
}

/**
 * Reads the session of a request with its user and enrolment flags: one statement, then kept in
 * memory while nothing it was read from has changed, so most requests need no statement at all.
 *
 * The cache follows `tableChanges`: it is emptied when the users, sessions or enrolments change.
 * On PostgreSQL (decision 93) other instances write to the same database: the version moves when
 * this instance's write has finished and when PostgreSQL announces anyone else's; while its
 * listener is not connected nothing is kept, and nothing is kept longer than
 * `SESSION_KEPT_ON_POSTGRES_MS`. On the embedded database (decision 97) it moves when such a change
 * commits; before it listens, any statement that may write (`writeCount` moves) empties the cache.
 * A session that expires is never served from the cache.
 */
export function sessionSubjectReader(database: Database): FindSessionSubject {
  const read: FindSessionSubject = async (tokenHash, now) => {
    const found = await findSessionSubject(database.db, tokenHash, now);
    if (!found) return undefined;
    const subject = toAccessSubject(found.user, found.enrolments);
    Object.freeze(subject.enrolments);
    return { ...found, subject: Object.freeze(subject) };
  };
  const changes = database.tableChanges;
  const embedded = database.kind === 'pglite';
  // The versions of the two ways told apart, so that one can never pass for the other.
  const versionNow = (): string | undefined => {
    const tables = changes?.version(SESSION_TABLES);
    if (tables !== undefined) return `tables ${tables}`;
    return embedded ? `writes ${database.writeCount()}` : undefined;
  };
  const maxAge = embedded ? Number.POSITIVE_INFINITY : SESSION_KEPT_ON_POSTGRES_MS;

  const cache = new Map<string, Kept>();
  let cachedAt = versionNow();
  return async (tokenHash, now) => {
    const version = versionNow();
    if (version === undefined) {
      cache.clear();
      cachedAt = undefined;
      return read(tokenHash, now);
    }
    if (version !== cachedAt) {
      cache.clear();
      cachedAt = version;
    }
    const hit = cache.get(tokenHash);
    if (hit && hit.expiresAt > now && Date.now() - hit.readAt < maxAge) {
      // Most recently read last, so the first key is the one to drop when the cache is full.
      cache.delete(tokenHash);
      cache.set(tokenHash, hit);
      return hit;
    }
    const readAt = Date.now();
    const found = await read(tokenHash, now);
    // Kept only if nothing changed since the read was sent: the answer is still the truth.
    if (found && versionNow() === version && cachedAt === version) {
      if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      Object.freeze(found.user);
      cache.set(tokenHash, { ...found, readAt });
    }
    return found;
  };
}
