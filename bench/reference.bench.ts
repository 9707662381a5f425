/**
 * The municipality and school searches of the application (the application: "p99 under 50 ms at 50
 * concurrent requests"), next to GET /api/health as the baseline of the same run.
 * Not a test: it prints figures. Run: `npx tsx bench/reference.bench.ts` (PGlite in a temp folder),
 * or with BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL.
 */
import { measureLoad, startBenchPortal } from './bench-portal.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const portal = await startBenchPortal(process.env.BENCH_DATABASE_URL);
const { base } = portal;

/** Two hundred different search texts (pairs of letters), so that many answers are searched and cached. */
const texts = Array.from(
  { length: 200 },
  (_, i) => `${String.fromCharCode(97 + (i % 20))}${String.fromCharCode(97 + Math.floor(i / 20))}`,
);

function measure(title: string, url: string, paths?: string[]) {
  return measureLoad(title, url, {
    connections: CONNECTIONS,
    duration: DURATION,
    ...(paths ? { paths } : {}),
  });
}

const rows = [
  await measure('GET /api/health (baseline)', `${base}/api/health`),
  await measure('GET /api/reference/municipalities?q=par', `${base}/api/reference/municipalities?q=par`),
  await measure(
    'GET /api/reference/municipalities?q=<200 texts>',
    base,
    texts.map((q) => `/api/reference/municipalities?q=${q}`),
  ),
  await measure(
    'GET /api/reference/schools?region=Emilia-Romagna',
    `${base}/api/reference/schools?region=Emilia-Romagna`,
  ),
];
console.log(`\n${portal.kind}, ${CONNECTIONS} connections, ${DURATION}s each\n`);
console.log('| route | requests/s | p50 ms | p99 ms | KB/answer |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.kb} |`);

await portal.close();
