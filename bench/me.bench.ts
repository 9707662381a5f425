/**
 * `GET /api/me` signed in, next to `GET /api/health` and a bare `node:http` hello server, in one
 * run on each database: PGlite (embedded, temp folder) and PostgreSQL (a fresh database on
 * BENCH_POSTGRES_URL, default 127.0.0.1:5432, dropped afterwards; skipped when unreachable).
 * Beside them, the same bytes as `/api/me`'s answer sent from memory by a route of the bench
 * (`me-baseline.ts`, no session read): what is left of the gap once the answer's size is the same.
 * Prints requests/s, p99 and the ratios to /api/health. Not a test: it never fails on a number.
 * Run: `npm run bench:me` (BENCH_SECONDS, BENCH_CONNECTIONS to change the load).
 */
import http from 'node:http';
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  benchLoad,
  type LoadRow,
  onEachDatabase,
  printLoadTable,
  reportSummary,
  signIn,
  startBenchPortal,
} from './bench-portal.ts';
import { answer } from './me-baseline.ts';

const { connections: CONNECTIONS, duration: DURATION, measure } = benchLoad(50);

type Row = LoadRow;

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
  const portal = await startBenchPortal(databaseUrl, undefined, {
    routes: new URL('./me-baseline.ts', import.meta.url).pathname,
  });
  const { base } = portal;
  try {
    const cookie = await signIn(base, DEMO_USERS.studente);
    answer.text = await (await fetch(`${base}/api/me`, { headers: { cookie } })).text();
    if (!(JSON.parse(answer.text) as { user: unknown }).user)
      throw new Error('the demo student could not sign in');
    return {
      kind: portal.kind,
      rows: [
        await measure('GET /api/health', `${base}/api/health`),
        await measure('GET /api/me (signed in)', `${base}/api/me`, { cookie }),
        await measure("the same bytes as /api/me's answer, from memory", `${base}/bench/me-bytes`, {
          cookie,
        }),
      ],
    };
  } finally {
    await portal.close();
  }
}

const baseline = await hello();
const runs = await onEachDatabase(portal);
console.log(`\n${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up)\n`);
for (const run of runs) {
  const [health, me, sameBytes] = run.rows;
  if (!health || !me || !sameBytes) continue;
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
  reportSummary({
    path: `GET /api/me on ${run.kind}, beside its bytes`,
    now: `${me.rps} req/s`,
    baseline: `${sameBytes.rps} req/s, the same bytes from memory`,
    ratio: me.rps / sameBytes.rps,
    goal: 'what the session read costs',
  });
}
printLoadTable(runs, [`| none | ${baseline.title} | ${baseline.rps} | ${baseline.p99} | |`]);
