/**
 * The municipality and school searches of the application (the application: "p99 under 50 ms at 50
 * concurrent requests"), next to GET /api/health as the baseline of the same run.
 * Not a test: it prints figures. Run: `npx tsx bench/reference.bench.ts` (PGlite in a temp folder),
 * or with BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL.
 */
import autocannon from 'autocannon';
import { startBenchPortal } from './bench-portal.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const portal = await startBenchPortal(process.env.BENCH_DATABASE_URL);
const { base } = portal;

/** Two hundred different search texts (pairs of letters), so that many answers are searched and cached. */
const texts = Array.from(
  { length: 200 },
  (_, i) => `${String.fromCharCode(97 + (i % 20))}${String.fromCharCode(97 + Math.floor(i / 20))}`,
);

/** autocannon generates the load from a worker thread, so the server's event loop is the server's alone. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

async function measure(title: string, url: string, paths?: string[]) {
  const options = {
    url,
    connections: CONNECTIONS,
    workers: WORKERS,
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
  };
  // Warm-up (first answers computed and cached, JIT, connections), then the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
  };
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
