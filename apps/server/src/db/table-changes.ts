import pg from 'pg';

/**
 * The tables whose changes PostgreSQL announces to every instance (the triggers of the migration
 * `0032_table_changes`): what the session of a request is read from.
 */
export const ANNOUNCED_TABLES = ['users', 'sessions', 'enrolments'] as const;

/** The channel the triggers notify on, with the table's name as the payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** How long the listener waits before connecting again after its connection was lost. */
export const LISTEN_RETRY_MS = 1_000;

/** A plain `select`, or a `with … select` whose parts change nothing. */
export const READ_ONLY = /^\s*(select\b|with\b(?![\s\S]*\b(insert|update|delete|merge|truncate)\b))/i;

const NAMES_ANNOUNCED = new RegExp(`\\b(${ANNOUNCED_TABLES.join('|')})\\b`, 'i');

/** Whether a statement may change one of the announced tables. */
export function mayChangeAnnounced(text: string): boolean {
  return !READ_ONLY.test(text) && NAMES_ANNOUNCED.test(text);
}

/**
 * What has changed in the announced tables, as seen by this instance (decision 93).
 *
 * `version()` moves when a statement of this instance that may have changed them has finished
 * (its transaction committed or rolled back), and when PostgreSQL announces a change made by
 * anyone else (another instance, an operator's psql). It is undefined while the listener is not
 * connected: changes may then go unseen, so nothing may be kept.
 */
export interface TableChanges {
  version(): number | undefined;
  /** Resolves once the listener listens (tests and the start wait for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches `pool` for this instance's own writes to the announced tables (from its first client
 * on, so call it before the pool is used), and listens on a connection of its own for everyone's. A write of this instance moves the version before its
 * caller sees the result (the pool releases the client, then answers), so a request that follows
 * never sees what was true before it; another instance's write moves it when PostgreSQL's
 * notification arrives, a few milliseconds after the commit.
 */
export function watchTableChanges(pool: pg.Pool, connectionString: string): TableChanges {
  let version = 0;
  let listening = false;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const bump = () => {
    version++;
  };

  // Clients that sent a statement which may have changed an announced table since they were
  // taken from the pool: the version moves when they are given back (after the commit).
  const wrote = new WeakSet<pg.ClientBase>();
  const watched = new WeakSet<pg.ClientBase>();
  // The server processes of this instance's own connections: their writes moved the version when
  // they finished, so PostgreSQL's announcement of them, arriving later, is passed over.
  const ownProcesses = new Set<number>();
  const processOf = (client: pg.ClientBase) => (client as { processID?: number }).processID;
  pool.on('remove', (client) => {
    const id = processOf(client);
    if (id !== undefined) ownProcesses.delete(id);
  });
  pool.on('connect', (client) => {
    const id = processOf(client);
    if (id !== undefined) ownProcesses.add(id);
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (text && mayChangeAnnounced(text)) wrote.add(client);
      return query(...args);
    };
  });
  pool.on('release', (_err, client) => {
    if (!wrote.has(client)) return;
    wrote.delete(client);
    bump();
  });

  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });

  const lost = () => {
    listening = false;
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
    const client = new pg.Client({ connectionString, keepAlive: true });
    listener = client;
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (!ownProcesses.has(message.processId)) bump();
    });
    try {
      await client.connect();
      await client.query(`listen ${TABLE_CHANGES_CHANNEL}`);
      if (closed || listener !== client) return;
      // Whatever changed while nobody listened is unknown: everything kept before is dropped.
      bump();
      listening = true;
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
    version: () => {
      start();
      return listening ? version : undefined;
    },
    ready: () => {
      start();
      return readyPromise;
    },
    async close() {
      closed = true;
      listening = false;
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
