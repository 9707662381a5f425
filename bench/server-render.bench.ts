/**
 * The pages the server renders (decision 60), beside `GET /api/me` of the same run: the home page
 * for a visitor and signed in, and three pages of the signed-in student that show their data
 * (Utility, Profilo, bookings), each rendered with its queries answered in process. On PGlite and
 * on a fresh PostgreSQL database (BENCH_POSTGRES_URL, default 127.0.0.1:5432; skipped when
 * unreachable). Needs the web app's build (`npm run build`). Prints requests/s, p50/p99 and the
 * ratio to `/api/me` with the machine's load average. Not a test: it never fails on a number.
 * Run: `npx tsx bench/server-render.bench.ts` (BENCH_SECONDS, BENCH_CONNECTIONS).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import { type LoadRow, measureLoad, startBenchPortal, withFreshPostgres } from './bench-portal.ts';

// The renderer's React, like the server's, in its production build.
process.env.NODE_ENV = 'production';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../apps/web/dist');

if (!existsSync(path.join(WEB_DIST_DIR, '../dist-ssr/entry-server.js'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(2);
}

function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<LoadRow> {
  return measureLoad(title, url, { connections: CONNECTIONS, duration: DURATION, headers });
}

async function signIn(base: string, username: string): Promise<string> {
  const csrf = ((await (await fetch(`${base}/api/auth/csrf`)).json()) as { token: string }).token;
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

async function portal(databaseUrl: string | undefined) {
  const portal = await startBenchPortal(databaseUrl, undefined, { env: { WEB_DIST_DIR } });
  const { base } = portal;
  try {
    const cookie = await signIn(base, DEMO_USERS.studente);
    const page = await fetch(`${base}/utility`, { headers: { cookie } });
    if (!(await page.text()).includes('id="ssr-state"'))
      throw new Error('the page was not rendered by the server');
    const italian = { 'accept-language': 'it-IT' };
    return {
      kind: portal.kind,
      rows: [
        await measure('GET /api/me (signed in, baseline)', `${base}/api/me`, { cookie }),
        await measure('page / (visitor)', `${base}/`, italian),
        await measure('page / (student)', `${base}/`, { cookie }),
        await measure('page /utility (student)', `${base}/utility`, { cookie }),
        await measure('page /profilo (student)', `${base}/profilo`, { cookie }),
        await measure('page /prenotazioni (student)', `${base}/prenotazioni`, { cookie }),
      ],
    };
  } finally {
    await portal.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);
const runs = [await portal(undefined), await withFreshPostgres(POSTGRES_URL, portal)].filter(
  (r) => r !== null,
);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up); load average at end: ${load()}\n`,
);
console.log('| database | route | requests/s | p50 ms | p99 ms | × /api/me |\n|---|---|---|---|---|---|');
for (const run of runs) {
  const baseline = run.rows[0]?.rps ?? 1;
  for (const row of run.rows)
    console.log(
      `| ${run.kind} | ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(2)} |`,
    );
}
