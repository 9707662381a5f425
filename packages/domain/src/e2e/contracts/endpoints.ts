import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';

const count = z.number().int().min(0);

/** What a snapshot holds: every user's saved language and every notification with its read state. */
export const StateSnapshotResponseSchema = z.object({ users: count, notifications: count });

/** What a restore put back: languages changed back, notifications made since removed, read states put back. */
export const StateRestoreResponseSchema = z.object({ languages: count, removed: count, readStates: count });

// The journeys' put-back of the demo state (only with E2E_STATE_RESET, never in production; 404 otherwise). A journey that switches a demo account's language or reads a notification changes what the next journey finds: the e2e portal remembers the state once, then puts it back after each journey.
export const snapshot = endpoint(
  'POST /api/e2e/snapshot',
  "Remember every user's language and every notification with its read state (E2E_STATE_RESET only)",
  { answer: StateSnapshotResponseSchema },
);
export const restore = endpoint(
  'POST /api/e2e/restore',
  'Put back the languages, remove the notifications made since the snapshot and put back the read states (E2E_STATE_RESET only)',
  { answer: StateRestoreResponseSchema },
);
