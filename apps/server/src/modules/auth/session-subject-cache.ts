import type { EnrolmentFlags } from '@school/domain/access/subject';
import type { Database } from '../../db/client.ts';
import { findSessionSubject, type SessionUser } from './auth.repository.ts';

export interface SessionSubject {
  user: SessionUser;
  enrolments: EnrolmentFlags[];
  expiresAt: Date;
}

export type FindSessionSubject = (tokenHash: string, now: Date) => Promise<SessionSubject | undefined>;

/** How many sessions the embedded database's cache keeps (the least recently read go first). */
export const SESSION_CACHE_SIZE = 5_000;

/**
 * Reads the session of a request with its user and enrolment flags: one statement on PostgreSQL.
 *
 * On the embedded database (PGlite) every statement runs on the server's own thread, so the
 * session of every signed-in request would cost the request most of its time. There one process
 * owns the database and every statement goes through this process, so the answer is kept in
 * memory and stays true until a statement that may write is sent (`writeCount` moves): any insert,
 * update or delete, on any table, empties the cache. Reads far outnumber writes, so most requests
 * need no statement at all. A session that expires is never served from the cache. On PostgreSQL
 * other instances write to the same database unseen, so nothing is cached.
 */
export function sessionSubjectReader(database: Database): FindSessionSubject {
  const read: FindSessionSubject = (tokenHash, now) => findSessionSubject(database.db, tokenHash, now);
  if (database.kind !== 'pglite') return read;

  const cache = new Map<string, SessionSubject>();
  let cachedAt = database.writeCount();
  return async (tokenHash, now) => {
    if (database.writeCount() !== cachedAt) {
      cache.clear();
      cachedAt = database.writeCount();
    }
    const hit = cache.get(tokenHash);
    if (hit && hit.expiresAt > now) {
      // Most recently read last, so the first key is the one to drop when the cache is full.
      cache.delete(tokenHash);
      cache.set(tokenHash, hit);
      return hit;
    }
    const version = database.writeCount();
    const found = await read(tokenHash, now);
    // Kept only if nothing was written since the read was sent: the answer is still the truth.
    if (found && database.writeCount() === version && cachedAt === version) {
      if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      Object.freeze(found.user);
      cache.set(tokenHash, found);
    }
    return found;
  };
}
