import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { enrolments, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';

/** The machine's load average over the last 1, 5 and 15 minutes. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** One line of the table `npm run bench` prints (`bench/summary.ts`). */
export interface SummaryRow {
  /** The path measured and on which database. */
  path: string;
  /** Its figure in this run. */
  now: string;
  /** The baseline's figure in the same run. */
  baseline: string;
  /** now / baseline, as the goal compares them. */
  ratio: number;
  goal: string;
}

/**
 * Adds a line to the summary of `npm run bench` (the file BENCH_SUMMARY_FILE names), with the
 * machine's load average of the last minute when it was measured; nothing without the variable.
 */
export function reportSummary(row: SummaryRow): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ ...row, load: os.loadavg()[0] ?? 0 })}\n`);
}

/** The database handle a bench adds its data with. */
export type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Routes a bench adds to the portal (the default export of the module `routes` names). */
export type BenchRoutes = (app: Awaited<ReturnType<typeof buildApp>>, db: BenchDb) => void;

/**
 * The portal with the demo data on a random port, as production runs it but with the rate limit
 * out of the way: PGlite in a temp folder, or PostgreSQL at `databaseUrl`; `prepare` adds data.
 */
export async function startBenchPortal(
  databaseUrl: string | undefined,
  /** More data after the demo's, before the server starts (e.g. a large volume of records). */
  prepare?: (db: BenchDb) => Promise<void>,
  options: {
    /** false: a second instance on a database another one has already migrated and seeded. */
    seed?: boolean;
    /**
     * Routes of the benchmark itself (a baseline), added before the server listens: the path of a
     * module whose default export is a `BenchRoutes` (a path, so that an instance in a process of
     * its own loads them too).
     */
    routes?: string;
    /** More configuration (e.g. the push services allowed). */
    env?: Record<string, string>;
    /** The https agent web push posts through (a local push service). */
    pushAgent?: import('node:https').Agent;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: '100000000',
    METRICS: 'false',
    PAYMENTS_TEST_CHECKOUT: 'true',
    // Required in production: signs the classrooms' attendance codes.
    ATTENDANCE_SECRET: randomBytes(32).toString('base64url'),
    ...options.env,
  });
  const database = await openDatabase({ dataDir, databaseUrl });
  if (options.seed !== false) {
    await database.migrate();
    await seedDemo(database.db);
    if (prepare) await prepare(database.db);
  }
  const app = await buildApp({ config, database, logger: false, pushAgent: options.pushAgent });
  if (options.routes) ((await import(options.routes)) as { default: BenchRoutes }).default(app, database.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    kind: database.kind,
    db: database.db,
    app,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The portal with the demo data and `generate`'s large volume of records (`startBenchPortal`),
 * saying how long generating them and starting took.
 */
export async function startWithVolume(
  databaseUrl: string | undefined,
  generate: (db: BenchDb) => Promise<void>,
) {
  const started = Date.now();
  const portal = await startBenchPortal(databaseUrl, generate);
  console.log(
    `${portal.kind}: data generated and server started in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return portal;
}

/**
 * Runs `run` on a fresh database of the PostgreSQL server at BENCH_POSTGRES_URL (default
 * 127.0.0.1:5432; dropped afterwards); null, with a line in the output, when the server cannot be
 * reached.
 */
export async function withFreshPostgres<T>(run: (databaseUrl: string) => Promise<T>) {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${serverUrl}: skipped`);
    return null;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    return await run(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * A second instance of the portal in a Node process of its own, on a database the first has
 * migrated and seeded (`bench/portal-process.ts`): as two instances run in service, each with its
 * own event loop. Its address, and a function that stops it.
 */
async function startPortalProcess(databaseUrl: string, routes: string | undefined) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./portal-process.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_PORTAL_DATABASE_URL: databaseUrl, BENCH_PORTAL_ROUTES: routes ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(createInterface({ input: child.stdout as Readable }), 'line')) as [string];
  const { base } = JSON.parse(line) as { base: string };
  return {
    base,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/**
 * Two instances of the portal on one fresh PostgreSQL database (the first, in this process,
 * migrates and seeds it with `prepare`; the second runs in a process of its own), `measure` given
 * the first's database and both addresses; both closed after. Null, with a line in the output,
 * when PostgreSQL cannot be reached.
 */
async function onTwoInstances<T>(
  prepare: Parameters<typeof startBenchPortal>[1],
  measure: (db: BenchDb, bases: string[]) => Promise<T>,
  options: Parameters<typeof startBenchPortal>[2] = {},
) {
  return withFreshPostgres(async (databaseUrl) => {
    const first = await startBenchPortal(databaseUrl, prepare, options);
    const second = await startPortalProcess(databaseUrl, options.routes);
    try {
      return await measure(first.db, [first.base, second.base]);
    } finally {
      await second.close();
      await first.close();
    }
  });
}

/** Runs `run` on PGlite, then on a fresh PostgreSQL database when the server can be reached: the answers. */
export async function onEachDatabase<T>(run: (databaseUrl: string | undefined) => Promise<T>): Promise<T[]> {
  const runs = [await run(undefined), await withFreshPostgres(run)];
  return runs.filter((r): r is Awaited<T> => r !== null);
}

/**
 * `measure` on one instance of the portal on each database (`onEachDatabase`, labelled with the
 * database's kind), then on two instances sharing one fresh PostgreSQL database
 * (`onTwoInstances`, when it can be reached): the answers, in that order.
 */
export async function onEachDatabaseThenTwoInstances<T>(
  prepare: Parameters<typeof startBenchPortal>[1],
  measure: (label: string, db: BenchDb, bases: string[]) => Promise<T>,
  options: Parameters<typeof startBenchPortal>[2] = {},
): Promise<T[]> {
  const runs = await onEachDatabase(async (databaseUrl) => {
    const portal = await startBenchPortal(databaseUrl, prepare, options);
    try {
      return await measure(portal.kind, portal.db, [portal.base]);
    } finally {
      await portal.close();
    }
  });
  const two = await onTwoInstances(
    prepare,
    (db, bases) => measure('PostgreSQL, two instances', db, bases),
    options,
  );
  return two === null ? runs : [...runs, two];
}

export interface LoadRow {
  title: string;
  /** Requests per second (average). */
  rps: number;
  p50: number;
  p99: number;
  /** Average answer size, in KB. */
  kb: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds of the measured run (a 2-second warm-up runs first). */
  duration: number;
  headers?: Record<string, string>;
  /** Paths requested in turn on the same origin (default: the URL's own). */
  paths?: string[];
}

/** What a browser asks for (Chromium's `Accept-Encoding`): the benches get what the portal sends a page. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Loads one URL with autocannon, asking as a browser does (`BROWSER_ACCEPT_ENCODING`), in a worker thread so the server's event loop is the server's
 * alone: a warm-up (first answers computed and cached, JIT, connections), then the measured run.
 * Throws on any error or non-2xx answer: a figure of a failing run means nothing.
 */
export async function measureLoad(title: string, url: string, load: LoadOptions): Promise<LoadRow> {
  const options = {
    url,
    connections: load.connections,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...load.headers },
    workers: 1,
    ...(load.paths ? { requests: load.paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: load.duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
  };
}

/**
 * The load of a bench's measured runs: BENCH_SECONDS (default 10) seconds at BENCH_CONNECTIONS
 * (the bench's own default) concurrent requests; `measure` loads one URL so, with its headers.
 */
export function benchLoad(defaultConnections: number) {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? defaultConnections);
  const measure = (title: string, url: string, headers: Record<string, string> = {}): Promise<LoadRow> =>
    measureLoad(title, url, { connections, duration, headers });
  return { duration, connections, measure };
}

/**
 * Prints the runs as a table: each route's requests per second, its p99 and its requests per second
 * over those of the run's first route (`/api/health`); `first` lines go before the runs'.
 */
export function printLoadTable(runs: { kind: string; rows: LoadRow[] }[], first: string[] = []): void {
  console.log('| database | route | requests/s | p99 ms | × /api/health |\n|---|---|---|---|---|');
  for (const line of first) console.log(line);
  for (const run of runs) {
    const health = run.rows[0]?.rps ?? 1;
    for (const row of run.rows)
      console.log(
        `| ${run.kind} | ${row.title} | ${row.rps} | ${row.p99} | ${(row.rps / health).toFixed(2)} |`,
      );
  }
}

/** A CSRF token of the portal at `base` (for the `csrf` cookie and the `x-csrf-token` header). */
export async function csrfToken(base: string): Promise<string> {
  return ((await (await fetch(`${base}/api/auth/csrf`)).json()) as { token: string }).token;
}

/**
 * Counts one answer of a herd in `answers`, under its status and, for an error, its code
 * (`409 bookings.full`).
 */
export function countAnswer(answers: Map<string, number>, status: number, text: string): void {
  const code =
    status < 400 ? '' : ((JSON.parse(text || '{}') as { error?: { code?: string } }).error?.code ?? '');
  const key = `${status}${code ? ` ${code}` : ''}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
}

/**
 * Signs a demo account in as the browser does (the CSRF cookie and header, then the login with the
 * demo password); answers the session's cookies.
 */
export async function signIn(base: string, username: string): Promise<string> {
  const csrf = await csrfToken(base);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${username} could not sign in`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * `count` students, each with an active course enrolment carrying `flags` and a session (the
 * session table as the login writes it: the SHA-256 of the cookie's token), without as many
 * password hashes. The session tokens, for the `sid` cookie, in the students' order.
 */
export async function signedInStudents(
  db: BenchDb,
  prefix: string,
  count: number,
  flags: Partial<typeof enrolments.$inferInsert>,
): Promise<string[]> {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}-${i}@example.com`,
        email: `${prefix}-${i}@example.com`,
        firstName: 'Bench',
        lastName: `Student ${i}`,
        categories: ['Studente'],
      })),
    )
    .returning({ id: users.id });
  await db.insert(enrolments).values(
    created.map((u) => ({
      userId: u.id,
      name: 'Corso',
      kind: 'course' as const,
      isActive: true,
      ...flags,
    })),
  );
  const expiresAt = new Date(Date.now() + 3600_000);
  const tokens = created.map(() => randomBytes(32).toString('base64url'));
  await db
    .insert(sessions)
    .values(created.map((u, i) => ({ tokenHash: hashToken(tokens[i] as string), userId: u.id, expiresAt })));
  return tokens;
}
