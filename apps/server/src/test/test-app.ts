import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/env.ts';
import { type Database, type Db, fromPglite, fromPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { forgetKeptAnswers } from '../db/kept-until-write.ts';
import type { MailMessage, MailTransport } from '../platform/mail/mailer.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { adminUrl, databaseUrl, testDatabaseMode } from './database-mode.ts';

let counter = 0;

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseMode() === 'postgres') {
    const name = `school_test_f${++counter}_${process.ppid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    const database = fromPostgres(databaseUrl(name));
    return {
      ...database,
      async close() {
        await database.close();
        // Let the closed connections finish leaving before the database is dropped.
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

interface Emptying {
  /** One statement naming the tables that hold a row. */
  probe: string;
  /** The identity columns' sequences, restarted as `truncate … restart identity` would. */
  identities: string[];
}

const emptyings = new WeakMap<object, Emptying>();

async function emptyingOf(db: Db): Promise<Emptying> {
  const known = emptyings.get(db);
  if (known) return known;
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by 1`,
    )) as unknown as { rows: Array<{ tablename: string }> }
  ).rows.map((r) => r.tablename);
  const identities = (
    (await db.execute(
      sql`select s.relname from pg_class s join pg_depend d on d.objid = s.oid and d.deptype = 'i'
          join pg_namespace n on n.oid = s.relnamespace
          where s.relkind = 'S' and n.nspname = 'public' order by 1`,
    )) as unknown as { rows: Array<{ relname: string }> }
  ).rows.map((r) => r.relname);
  const probe = tables
    .map((t) => `select '${t}' as tablename where exists (select 1 from "${t}")`)
    .join(' union all ');
  const emptying = { probe, identities };
  emptyings.set(db, emptying);
  return emptying;
}

/**
 * Empties every table (between tests): one statement finds the tables a test wrote to, one
 * statement deletes their rows (truncating every table cost PostgreSQL more than most tests, and a
 * truncate of the people cascades to every table), and the identity sequences start again at 1.
 * The deletes share one statement, so the foreign keys are checked once all are done.
 */
export async function truncateAll(db: Db) {
  const { probe, identities } = await emptyingOf(db);
  const { rows } = (await db.execute(sql.raw(probe))) as unknown as { rows: Array<{ tablename: string }> };
  if (rows.length > 0) {
    const deletes = rows.map((r, i) => `d${i} as (delete from "${r.tablename}")`).join(', ');
    await db.execute(sql.raw(`with ${deletes} select 1`));
  }
  if (identities.length > 0)
    await db.execute(sql.raw(`select ${identities.map((s) => `setval('"${s}"', 1, false)`).join(', ')}`));
}

/** Collects mail instead of sending it (the SMTP transport itself is tested against a real SMTP server). */
export function memoryTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    METRICS: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The weekly survey's hourly job would open surveys in any test that runs the due jobs on a
    // Friday; its tests turn it on.
    WEEKLY_SURVEY: 'false',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** A temporary DATA_DIR for this test file (files of the local storage under `files/`). */
  dataDir: string;
  close(): Promise<void>;
  /** Empties every table and the local file storage. */
  reset(): Promise<void>;
  /** Statements sent to the database so far (compare before and after a request). */
  queryCount(): number;
  /**
   * PostgreSQL: resolves once every change made so far has been announced to the app (its kept
   * sessions and counts follow them, decision 93), so that a count of statements that follows is
   * not moved by an announcement arriving during it. Nothing to wait for on the embedded database.
   */
  settled(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport | null;
    /** Use the mail set-up of the configuration (SMTP_URL, else the outbox) instead of a test transport. */
    useConfiguredMail?: boolean;
    storage?: FileStorage;
    /** The https agent web push posts through (a local push service's certificate trusted). */
    pushAgent?: Agent;
    /** Receives the log lines (at LOG_LEVEL, `info` unless env says otherwise); no logs without it. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  // Listening for the tables' changes from the start, as a server started on its database does.
  await database.tableChanges?.ready();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'school-test-data-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const mailTransport = options.useConfiguredMail ? undefined : (options.mailTransport ?? null);
  const app = await buildApp({
    config,
    database,
    mailTransport,
    storage: options.storage,
    pushAgent: options.pushAgent,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    queryCount: () => database.queryCount(),
    settled: async () => database.tableChanges?.settled(),
    async reset() {
      await truncateAll(database.db);
      forgetKeptAnswers(database.db);
      await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over `app.inject`: keeps cookies and sends the CSRF token on
 * state-changing requests, like the web app does.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '10.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  clearCookies() {
    this.cookies.clear();
  }

  /** The headers this client's next state-changing request carries (its cookies, the CSRF token). */
  sessionHeaders(): Record<string, string> {
    return {
      'x-csrf-token': this.cookies.get('__Host-csrf') ?? this.cookies.get('csrf') ?? '',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const csrf = options.csrf ?? method !== 'GET';
    if (csrf && !this.cookies.has('csrf')) await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = { ...options.headers };
    if (csrf) headers['x-csrf-token'] = this.cookies.get('__Host-csrf') ?? this.cookies.get('csrf') ?? '';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, options?: { headers?: Record<string, string> }) {
    return this.request('GET', url, undefined, options);
  }
  post(
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string },
  ) {
    return this.request('POST', url, body ?? {}, options);
  }
  put(url: string, body?: unknown, options?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request('PUT', url, body ?? {}, options);
  }
  patch(url: string, body?: unknown, options?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request('PATCH', url, body ?? {}, options);
  }
  delete(url: string, options?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request('DELETE', url, undefined, options);
  }
}
