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
import path from 'node:path';
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import { benchLoad, loadAverage, onEachDatabase, signIn, startBenchPortal } from './bench-portal.ts';

// The renderer's React, like the server's, in its production build.
process.env.NODE_ENV = 'production';

const { connections: CONNECTIONS, duration: DURATION, measure } = benchLoad(10);
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../apps/web/dist');

if (!existsSync(path.join(WEB_DIST_DIR, '../dist-ssr/entry-server.js'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(2);
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

console.log(`load average at start: ${loadAverage()}`);
const runs = await onEachDatabase(portal);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up); load average at end: ${loadAverage()}\n`,
);
console.log('| database | route | requests/s | p50 ms | p99 ms | × /api/me |\n|---|---|---|---|---|---|');
for (const run of runs) {
  const baseline = run.rows[0]?.rps ?? 1;
  for (const row of run.rows)
    console.log(
      `| ${run.kind} | ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(2)} |`,
    );
}
