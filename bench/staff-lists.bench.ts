/**
 * The staff console's lists under load: 20,000 applications of one edition (the worst case: a
 * page is picked among all of them) with 100,000 documents, generated into PGlite (temp folder)
 * and PostgreSQL (a fresh database on BENCH_POSTGRES_URL, dropped afterwards; skipped when
 * unreachable). Measures, at BENCH_CONNECTIONS (default 20) concurrent requests, the applications
 * list (newest first; sorted by name with the fee filter; its CSV is not measured), the document
 * queue, and `/api/health` of the same run; prints requests/s, p99 and the ratio to /api/health.
 * Not a test: it never fails on a number. Run: `npx tsx bench/staff-lists.bench.ts`.
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  type LoadRow,
  measureLoad,
  reportSummary,
  startBenchPortal,
  withFreshPostgres,
} from './bench-portal.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APPLICATIONS = 20_000;
const DOCUMENTS_PER_APPLICATION = 5;
const EDITION = 'CUCINA-2027A';

type Row = LoadRow;

function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  return measureLoad(title, url, { connections: CONNECTIONS, duration: DURATION, headers });
}

/** 20,000 candidates with an application of the edition each, and five documents per application. */
async function generate(db: Parameters<NonNullable<Parameters<typeof startBenchPortal>[1]>>[0]) {
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, categories, product_code, application_step)
    select 'bench' || g || '@bench.test', 'bench' || g || '@bench.test', 'Nome' || g, 'Cognome' || (g * 7919 % ${APPLICATIONS}),
      array['Candidato'], ${EDITION}, g % 8
    from generate_series(1, ${APPLICATIONS}::int) g`);
  await db.execute(sql`
    insert into applications (user_id, product_code, course_code, application_status, fee_paid_at, created_at)
    select u.id, ${EDITION}, ${EDITION},
      case when u.application_step = 7 then 'Inviata' else 'In compilazione' end,
      case when u.application_step >= 5 then now() - interval '1 day' end,
      now() - (random() * interval '300 days')
    from users u where u.username like 'bench%@bench.test'`);
  await db.execute(sql`
    insert into documents (application_id, type, name, status, uploaded_at, created_at)
    select a.id, 'IT_Passaporto', 'Passaporto',
      case when k = 1 then 'In attesa di validazione' when k = 2 then 'Richiesto' else 'Validato' end,
      case when k = 2 then null else now() - (random() * interval '60 days') end,
      a.created_at
    from applications a cross join generate_series(1, ${DOCUMENTS_PER_APPLICATION}::int) k
    where a.product_code = ${EDITION} and a.user_id in (select id from users where username like 'bench%@bench.test')`);
  // As the tables stand in service once autovacuum has been by (statistics, and the visibility
  // map a count by index needs).
  await db.execute(sql`vacuum analyze`);
}

async function signIn(base: string): Promise<string> {
  const csrf = ((await (await fetch(`${base}/api/auth/csrf`)).json()) as { token: string }).token;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
    body: JSON.stringify({ username: DEMO_USERS.dipendente, password: DEMO_PASSWORD }),
  });
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function portal(databaseUrl: string | undefined): Promise<{ kind: string; rows: Row[] }> {
  const started = Date.now();
  const portal = await startBenchPortal(databaseUrl, generate);
  console.log(
    `${portal.kind}: data generated and server started in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  const { base } = portal;
  try {
    const cookie = await signIn(base);
    const list = await fetch(`${base}/api/staff/applications?edition=${EDITION}`, { headers: { cookie } });
    const total = ((await list.json()) as { total: number }).total;
    if (total < APPLICATIONS) throw new Error(`the list holds ${total} applications`);
    const rows = [await measure('GET /api/health', `${base}/api/health`)];
    rows.push(
      await measure(
        'GET /api/staff/applications (newest first, page 1)',
        `${base}/api/staff/applications?edition=${EDITION}`,
        { cookie },
      ),
    );
    rows.push(
      await measure(
        'GET /api/staff/applications (by name, fee paid, page 50)',
        `${base}/api/staff/applications?edition=${EDITION}&feePaid=true&sort=lastName&dir=asc&page=50`,
        { cookie },
      ),
    );
    const queue = await fetch(`${base}/api/staff/documents`, { headers: { cookie } });
    if (queue.ok)
      rows.push(
        await measure('GET /api/staff/documents (the queue)', `${base}/api/staff/documents`, { cookie }),
      );
    else console.log(`${portal.kind}: GET /api/staff/documents answered ${queue.status}: not measured`);
    return { kind: portal.kind, rows };
  } finally {
    await portal.close();
  }
}

const runs = [await portal(undefined), await withFreshPostgres(POSTGRES_URL, portal)].filter(
  (r) => r !== null,
);
console.log(
  `\n${APPLICATIONS} applications, ${APPLICATIONS * DOCUMENTS_PER_APPLICATION} documents; ${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up)\n`,
);
console.log('| database | route | requests/s | p99 ms | × /api/health |\n|---|---|---|---|---|');
for (const run of runs) {
  const [health, ...lists] = run.rows;
  if (!health) continue;
  for (const row of lists)
    reportSummary({
      path: `${row.title} on ${run.kind}`,
      now: `p99 ${row.p99} ms`,
      baseline: `p99 ${health.p99} ms /api/health`,
      ratio: row.p99 / health.p99,
      goal: 'p99 ≤ 100 ms',
    });
}
for (const run of runs) {
  const health = run.rows[0]?.rps ?? 1;
  for (const row of run.rows)
    console.log(
      `| ${run.kind} | ${row.title} | ${row.rps} | ${row.p99} | ${(row.rps / health).toFixed(2)} |`,
    );
}
