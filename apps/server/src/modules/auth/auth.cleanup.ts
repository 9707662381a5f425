import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  loginFailures,
  oidcStates,
  passkeyChallenges,
  passwordResetTokens,
  sessions,
  trustedDevices,
} from '../../db/schema/index.ts';

/** How often a running server deletes what has expired (any instance may: deleting is idempotent). */
export const AUTH_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Counters older than this are of no use to any limit (the longest window is an hour). */
const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions, recovery links, sign-in attempts, passkey challenges, trusted devices
 * and old attempt counters. Returns how many rows of each went.
 */
export async function deleteExpiredAuthRecords(db: DbOrTx, now = new Date()) {
  const counted = async (query: Promise<unknown[]>) => (await query).length;
  const returning = { one: sql<number>`1` };
  return {
    sessions: await counted(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning(returning)),
    resetTokens: await counted(
      db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now)).returning(returning),
    ),
    oidcStates: await counted(
      db.delete(oidcStates).where(lt(oidcStates.expiresAt, now)).returning(returning),
    ),
    passkeyChallenges: await counted(
      db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now)).returning(returning),
    ),
    trustedDevices: await counted(
      db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now)).returning(returning),
    ),
    counters: await counted(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.windowStart, new Date(now.getTime() - COUNTER_RETENTION_MS)))
        .returning(returning),
    ),
  };
}
