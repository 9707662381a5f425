/**
 * GET /api/me with a signed-in session, next to GET /api/health as the baseline of the same run.
 * Not a test: it prints figures. Run: `npx tsx bench/auth.bench.ts` (PGlite in a temp folder), or
 * with BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../apps/server/src/db/seed/demo.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '100000000',
  METRICS: 'false',
});
const database = await openDatabase({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// Sign in like the browser does: CSRF cookie + header, then the session cookie.
const csrfRes = await fetch(`${base}/api/auth/csrf`);
const csrf = ((await csrfRes.json()) as { token: string }).token;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
  body: JSON.stringify({ username: DEMO_USERS.studente, password: DEMO_PASSWORD }),
});
const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
if (!sid) throw new Error('login failed');

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const rows = [
  await measure('GET /api/health (baseline)', `${base}/api/health`),
  await measure('GET /api/me (session)', `${base}/api/me`, { cookie: `sid=${sid}` }),
];
console.log(`\n${database.kind}, ${CONNECTIONS} connections, ${DURATION}s each\n`);
console.log('| route | requests/s | p50 ms | p99 ms |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} |`);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
