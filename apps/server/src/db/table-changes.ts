import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the triggers of every table notify on, with the table's name as the payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** The suffix of the trigger that announces a table's changes (`<table>_announce_change`). */
export const ANNOUNCE_TRIGGER_SUFFIX = '_announce_change';

/** The listening connection's `application_name` (what `pg_stat_activity` shows of it). */
export const LISTENER_NAME = 'school-portal table changes';

/** The payload of the marks `settled` sends through the channel (no table's name). */
const SETTLED_PREFIX = ':settled:';

/** How long the listener waits before connecting again after its connection was lost. */
export const LISTEN_RETRY_MS = 1_000;

/** A plain `select`, or a `with … select` whose parts change nothing. */
export const READ_ONLY = /^\s*(select\b|with\b(?![\s\S]*\b(insert|update|delete|merge|truncate)\b))/i;

const CHANGES_DATA = /\b(insert|update|delete|merge|truncate)\b/i;
const WRITTEN_TABLE =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const TRUNCATED =
  /\btruncate(?:\s+table)?(?:\s+only)?\s+([^;]+?)(?=\s+(?:restart|continue|cascade|restrict)\b|\s*;|\s*$)/gi;

/**
 * The tables a statement may change: `[]` for one that changes no data (a select, `begin`,
 * `commit`), `null` when it may but names no table this can read (everything counts as changed).
 */
export function tablesWrittenBy(text: string): string[] | null {
  if (READ_ONLY.test(text) || !CHANGES_DATA.test(text)) return [];
  const tables = [...text.matchAll(WRITTEN_TABLE)].map((m) => (m[1] as string).toLowerCase());
  for (const m of text.matchAll(TRUNCATED))
    for (const name of (m[1] as string).split(','))
      tables.push(
        name
          .trim()
          .replace(/^"?public"?\./i, '')
          .replace(/"/g, '')
          .toLowerCase(),
      );
  return tables.length > 0 ? tables : null;
}

/** The tables a read statement reads from (`from` and `join`), as drizzle writes them. */
export function tablesReadBy(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\b(?:from|join)\s+"([a-z_][a-z0-9_]*)"/gi)].map((m) => m[1] as string)),
  ];
}

/**
 * What has changed in the database's tables, as seen by this instance (decision 93).
 *
 * `version(tables)` moves when a statement of this instance that may have changed one of them has
 * finished (its transaction committed or rolled back), and when PostgreSQL announces a change to
 * one of them made by anyone else (another instance, an operator's psql). It is undefined while
 * the listener is not connected, and for a table whose changes are not announced (no trigger):
 * changes may then go unseen, so nothing read from it may be kept.
 */
export interface TableChanges {
  version(tables: readonly string[]): number | undefined;
  /** Resolves once the listener listens (tests wait for it). */
  ready(): Promise<void>;
  /**
   * Resolves once every change committed before the call has been announced to this instance
   * (a mark sent through the channel comes back after them): tests wait for it before they count
   * statements.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The tables whose changes are announced (those with the trigger), asked of either database. */
async function announcedTables(client: {
  query<R extends { table: string }>(text: string, values: string[]): Promise<{ rows: R[] }>;
}): Promise<Set<string>> {
  const { rows } = await client.query<{ table: string }>(
    `select distinct event_object_table as table from information_schema.triggers
      where trigger_schema = 'public' and trigger_name = event_object_table || $1`,
    [ANNOUNCE_TRIGGER_SUFFIX],
  );
  return new Set(rows.map((r) => r.table));
}

/**
 * The version of `tables`: the epoch and the changes seen to each of them; undefined while the
 * announced tables are not known, or when one of them is not announced.
 */
function versionOf(
  tables: readonly string[],
  announced: ReadonlySet<string> | undefined,
  epoch: number,
  counts: ReadonlyMap<string, number>,
): number | undefined {
  if (!announced) return undefined;
  let sum = epoch;
  for (const table of tables) {
    if (!announced.has(table)) return undefined;
    sum += counts.get(table) ?? 0;
  }
  return sum;
}

/**
 * Watches `pool` for this instance's own writes (from its first client on, so call it before the
 * pool is used), and listens on a connection of its own for everyone's. A write of this instance
 * moves the version before its caller sees the result (the pool releases the client, then
 * answers), so a request that follows never sees what was true before it; every write, this
 * instance's included (a cascade may change tables a statement does not name), moves it again when
 * PostgreSQL's notification arrives, a few milliseconds after the commit.
 */
export function watchTableChanges(pool: pg.Pool, connectionString: string): TableChanges {
  /** Changes seen per table; `epoch` moves for a change to an unknown table and on (re)listening. */
  const counts = new Map<string, number>();
  let epoch = 0;
  let announced: Set<string> | undefined;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const bump = (tables: readonly string[] | null) => {
    if (tables === null) {
      epoch++;
      return;
    }
    for (const table of tables) counts.set(table, (counts.get(table) ?? 0) + 1);
  };

  // Clients that sent a statement which may have changed data since they were taken from the
  // pool, with the tables it named: the versions move when they are given back (after the commit).
  const written = new WeakMap<pg.ClientBase, Set<string> | null>();
  const watched = new WeakSet<pg.ClientBase>();
  pool.on('connect', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      const tables = text ? tablesWrittenBy(text) : [];
      if (tables === null) written.set(client, null);
      else if (tables.length > 0) {
        const known = written.has(client) ? written.get(client) : new Set<string>();
        if (known) {
          for (const table of tables) known.add(table);
          written.set(client, known);
        }
      }
      return query(...args);
    };
  });
  pool.on('release', (_err, client) => {
    if (!written.has(client)) return;
    const tables = written.get(client);
    written.delete(client);
    bump(tables ? [...tables] : null);
  });

  const settling = new Map<string, () => void>();
  let settleCount = 0;

  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });

  const lost = () => {
    announced = undefined;
    const client = listener;
    listener = undefined;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    client?.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(connect, LISTEN_RETRY_MS).unref();
  };

  async function connect() {
    retry = undefined;
    if (closed) return;
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    listener = client;
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith(SETTLED_PREFIX)) {
        settling.get(payload)?.();
        settling.delete(payload);
        return;
      }
      // This instance's own writes are announced too: a foreign key's cascade or a trigger may
      // have changed tables their statements do not name.
      bump(payload ? [payload] : null);
    });
    try {
      await client.connect();
      await client.query(`listen ${TABLE_CHANGES_CHANNEL}`);
      const tables = await announcedTables(client);
      if (closed || listener !== client) return;
      // Whatever changed while nobody listened is unknown: everything kept before is dropped.
      epoch++;
      announced = tables;
      readyResolve();
    } catch {
      if (listener === client) lost();
    }
  }

  // The listener connects when first asked, so a process that keeps nothing opens no connection.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void connect();
  };

  return {
    version: (tables) => {
      start();
      return versionOf(tables, announced, epoch, counts);
    },
    ready: () => {
      start();
      return readyPromise;
    },
    async settled() {
      start();
      await readyPromise;
      const client = listener;
      if (!client) return;
      const mark = `${SETTLED_PREFIX}${++settleCount}`;
      const arrived = new Promise<void>((resolve) => settling.set(mark, resolve));
      await client.query('select pg_notify($1, $2)', [TABLE_CHANGES_CHANNEL, mark]);
      await arrived;
    },
    async close() {
      closed = true;
      announced = undefined;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      if (!client) return;
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database's table changes (decision 97): the same triggers announce every change,
 * and PGlite hands their notifications to its listeners with the result of the statement that
 * commits them (an autocommitted statement, or a transaction's commit), before its caller goes on;
 * a rolled-back change is never announced. So `version(tables)` moves exactly when a change to
 * one of them is committed, whoever's statement it was (a cascade or a trigger included), and an
 * answer read from other tables stays kept. Listening starts on the first question and again after
 * the migrations (`restart`): until then `version` is undefined and the caller keeps nothing by
 * table.
 */
export function watchPgliteChanges(client: PGlite): TableChanges & { restart(): Promise<void> } {
  const counts = new Map<string, number>();
  let epoch = 0;
  let announced: Set<string> | undefined;
  let listening: Promise<() => Promise<void>> | undefined;
  let starting: Promise<void> | undefined;
  let closed = false;

  async function listen() {
    // One listener, however many times the announced tables are read again.
    listening ??= client.listen(TABLE_CHANGES_CHANNEL, (payload) => {
      if (payload) counts.set(payload, (counts.get(payload) ?? 0) + 1);
      else epoch++;
    });
    await listening;
    const tables = await announcedTables(client);
    if (closed) return;
    epoch++;
    announced = tables;
  }
  const start = () => {
    starting ??= listen();
    return starting;
  };

  return {
    version: (tables) => {
      void start();
      return versionOf(tables, announced, epoch, counts);
    },
    ready: () => start(),
    // Nothing to wait for: a change is announced before its statement's caller goes on.
    settled: () => start(),
    async restart() {
      announced = undefined;
      starting = listen();
      await starting;
    },
    async close() {
      closed = true;
      announced = undefined;
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.().catch(() => undefined);
    },
  };
}
