import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The demo state the journeys change and put back, as the database wrote it: `[{ id, language }]`
 * of every user and `[{ id, read_at }]` of every notification, JSON made by the database itself so
 * that a read time keeps its microseconds when it is put back.
 */
export interface DemoState {
  languages: string;
  notifications: string;
}

/** Every user's language and every notification with its read state, read in one statement. */
export async function readDemoState(
  db: DbOrTx,
): Promise<{ state: DemoState; users: number; notifications: number }> {
  const result = (await db.execute(sql`
    select
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'language', language)), '[]') from users)::text
        as languages,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'read_at', read_at)), '[]') from notifications)::text
        as notifications,
      (select count(*) from users)::int as users,
      (select count(*) from notifications)::int as notification_count
  `)) as unknown as {
    rows: Array<{ languages: string; notifications: string; users: number; notification_count: number }>;
  };
  const [row] = result.rows;
  if (!row) throw new Error('the demo state read no row');
  return {
    state: { languages: row.languages, notifications: row.notifications },
    users: row.users,
    notifications: row.notification_count,
  };
}

/**
 * Puts `state` back in one statement: each user's language where it changed, the notifications
 * made since removed, and each remaining one read or unread as it was. Only what differs is
 * written, so the kept sessions and counts of unchanged tables stay.
 */
export async function putBackDemoState(
  db: DbOrTx,
  state: DemoState,
): Promise<{ languages: number; removed: number; readStates: number }> {
  const result = (await db.execute(sql`
    with saved_languages as (
      select * from jsonb_to_recordset(${state.languages}::jsonb) as s(id uuid, language text)
    ), saved_notifications as (
      select * from jsonb_to_recordset(${state.notifications}::jsonb) as s(id uuid, read_at timestamptz)
    ), languages as (
      update users u set language = s.language from saved_languages s
       where u.id = s.id and u.language <> s.language
      returning u.id
    ), removed as (
      delete from notifications n
       where not exists (select 1 from saved_notifications s where s.id = n.id)
      returning n.id
    ), read_states as (
      update notifications n set read_at = s.read_at from saved_notifications s
       where n.id = s.id and n.read_at is distinct from s.read_at
      returning n.id
    )
    select (select count(*) from languages)::int as languages,
           (select count(*) from removed)::int as removed,
           (select count(*) from read_states)::int as read_states
  `)) as unknown as { rows: Array<{ languages: number; removed: number; read_states: number }> };
  const [row] = result.rows;
  if (!row) throw new Error('the put-back of the demo state read no row');
  return { languages: row.languages, removed: row.removed, readStates: row.read_states };
}
