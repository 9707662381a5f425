/**
 * `GET /api/me` signed in, next to `GET /api/health` and a bare `node:http` hello server, in one
 * run on each database: PGlite (embedded, temp folder) and PostgreSQL (a fresh database on
 * BENCH_POSTGRES_URL, default 127.0.0.1:5432, dropped afterwards; skipped when unreachable).
 * Prints requests/s, p99 and the ratios to /api/health. Not a test: it never fails on a number.
 * Run: `npm run bench:me` (BENCH_SECONDS, BENCH_CONNECTIONS to change the load).
 */
import http from 'node:http';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  type LoadRow,
  measureLoad,
  reportSummary,
  startBenchPortal,
  withFreshPostgres,
} from './bench-portal.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Row = LoadRow;

function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  return measureLoad(title, url, { connections: CONNECTIONS, duration: DURATION, headers });
}

async function hello(): Promise<Row> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const row = await measure(
    'node:http hello',
    `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
  );
  await new Promise((resolve) => server.close(resolve));
  return row;
}

async function portal(databaseUrl: string | undefined): Promise<{ kind: string; rows: Row[] }> {
  const portal = await startBenchPortal(databaseUrl);
  const { base } = portal;
  try {
    // Sign in like the browser does: CSRF cookie and header, then the session cookie.
    const csrfRes = await fetch(`${base}/api/auth/csrf`);
    const csrf = ((await csrfRes.json()) as { token: string }).token;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
      body: JSON.stringify({ username: DEMO_USERS.studente, password: DEMO_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: unknown };
    if (!me.user) throw new Error('the demo student could not sign in');
    return {
      kind: portal.kind,
      rows: [
        await measure('GET /api/health', `${base}/api/health`),
        await measure('GET /api/me (signed in)', `${base}/api/me`, { cookie }),
      ],
    };
  } finally {
    await portal.close();
  }
}

const baseline = await hello();
const runs = [await portal(undefined), await withFreshPostgres(POSTGRES_URL, portal)].filter(
  (r) => r !== null,
);
console.log(`\n${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up)\n`);
console.log('| database | route | requests/s | p99 ms | × /api/health |\n|---|---|---|---|---|');
console.log(`| none | ${baseline.title} | ${baseline.rps} | ${baseline.p99} | |`);
for (const run of runs) {
  const [health, me] = run.rows;
  if (!health || !me) continue;
  reportSummary({
    path: `GET /api/me on ${run.kind}`,
    now: `${me.rps} req/s`,
    baseline: `${health.rps} req/s /api/health`,
    ratio: me.rps / health.rps,
    goal: '≥ 0.9× /api/health',
  });
  reportSummary({
    path: `GET /api/health on ${run.kind}`,
    now: `${health.rps} req/s`,
    baseline: `${me.rps} req/s /api/me`,
    ratio: health.rps / me.rps,
    goal: 'never the slowest route',
  });
}
for (const run of runs) {
  const health = run.rows[0]?.rps ?? 1;
  for (const row of run.rows)
    console.log(
      `| ${run.kind} | ${row.title} | ${row.rps} | ${row.p99} | ${(row.rps / health).toFixed(2)} |`,
    );
}
