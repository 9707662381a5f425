/**
 * The dish editor's pickers with a large catalogue: 5,000 ingredients and equipment items
 * (BENCH_ITEMS) in 50 categories, asked by a signed-in student at 50 connections
 * (BENCH_CONNECTIONS): the categories of a kind, the items of a category, and a name search (200
 * different texts), beside `GET /api/health` of the same run (target: p99 under 50 ms). On PGlite,
 * or PostgreSQL with BENCH_DATABASE_URL. Not a test: it prints figures.
 * Run: `npx tsx bench/thesis.bench.ts`.
 */
import { thesisCatalogueItems } from '../apps/server/src/db/schema/index.ts';
import { measureLoad, reportSummary, signedInStudents, startBenchPortal } from './bench-portal.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATEGORIES = 50;

const WORDS = [
  'farina',
  'burro',
  'zucchero',
  'uova',
  'latte',
  'pomodoro',
  'basilico',
  'olio',
  'sale',
  'pepe',
];
let token = '';

const portal = await startBenchPortal(process.env.BENCH_DATABASE_URL, async (db) => {
  [token = ''] = await signedInStudents(db, 'bench-thesis', 1, {
    isActiveThesis: true,
    isActiveIntermediateThesis: true,
  });
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    kind: i % 4 === 0 ? ('equipment' as const) : ('ingredient' as const),
    category: `Categoria ${String(i % CATEGORIES).padStart(2, '0')}`,
    name: `${WORDS[i % WORDS.length]} ${Math.floor(i / WORDS.length)}`,
    code: `BENCH-${i}`,
    units: ['KG', 'NR'],
    costCents: 100 + (i % 900),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(thesisCatalogueItems).values(rows.slice(i, i + 500));
});
const { base } = portal;
const headers = { cookie: `sid=${token}` };

const measure = (title: string, url: string, paths?: string[]) =>
  measureLoad(title, url, {
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    ...(paths ? { paths } : {}),
  });

const categoryPaths = Array.from(
  { length: CATEGORIES },
  (_, i) =>
    `/api/thesis/catalogue/items?kind=ingredient&category=${encodeURIComponent(`Categoria ${String(i).padStart(2, '0')}`)}`,
);
const searchPaths = Array.from(
  { length: 200 },
  (_, i) =>
    `/api/thesis/catalogue/items?kind=ingredient&search=${encodeURIComponent(`${WORDS[i % WORDS.length]?.slice(0, 3)} ${i % 20}`)}`,
);

const rows = [
  await measure('GET /api/health (baseline)', `${base}/api/health`),
  await measure(
    'GET /api/thesis/catalogue/categories?kind=ingredient',
    `${base}/api/thesis/catalogue/categories?kind=ingredient`,
  ),
  await measure(
    'GET /api/thesis/catalogue/items?kind=ingredient&category=<50 categories>',
    base,
    categoryPaths,
  ),
  await measure('GET /api/thesis/catalogue/items?kind=ingredient&search=<200 texts>', base, searchPaths),
];
console.log(`\n${portal.kind}, ${ITEMS} catalogue items, ${CONNECTIONS} connections, ${DURATION}s each\n`);
console.log('| route | requests/s | p50 ms | p99 ms | KB/answer |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.kb} |`);
const [health, ...pickers] = rows;
for (const r of pickers)
  reportSummary({
    path: `${r.title} on ${portal.kind}`,
    now: `p99 ${r.p99} ms`,
    baseline: `p99 ${health?.p99 ?? 0} ms /api/health`,
    ratio: r.p99 / (health?.p99 || 1),
    goal: 'p99 ≤ 50 ms',
  });

await portal.close();
