/**
 * The staff console's lists under load: 20,000 applications of one edition (the worst case: a
 * page is picked among all of them) with 100,000 documents, generated into PGlite (temp folder)
 * and PostgreSQL (a fresh database on BENCH_POSTGRES_URL, dropped afterwards; skipped when
 * unreachable). Measures, at BENCH_CONNECTIONS (default 20) concurrent requests, the applications
 * list (newest first; sorted by name with the fee filter; its CSV is not measured), the document
 * queue, and `/api/health` of the same run; the newest first also while an application changes
 * every BENCH_WRITE_EVERY_MS (default 200); prints requests/s, p99 and the ratio to /api/health.
 * Not a test: it never fails on a number. Run: `npx tsx bench/staff-lists.bench.ts`.
 */
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  type BenchDb,
  benchLoad,
  type LoadRow,
  onEachDatabase,
  printLoadTable,
  reportSummary,
  signIn,
  startWithVolume,
} from './bench-portal.ts';

const { connections: CONNECTIONS, duration: DURATION, measure } = benchLoad(20);
const APPLICATIONS = 20_000;
const DOCUMENTS_PER_APPLICATION = 5;
const EDITION = 'CUCINA-2027A';
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 200);

type Row = LoadRow;

/** 20,000 candidates with an application of the edition each, and five documents per application. */
async function generate(db: BenchDb) {
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

async function portal(databaseUrl: string | undefined): Promise<{ kind: string; rows: Row[] }> {
  const portal = await startWithVolume(databaseUrl, generate);
  const { base } = portal;
  try {
    const cookie = await signIn(base, DEMO_USERS.dipendente);
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
    // The secretariat at work: an application of the edition changes every WRITE_EVERY_MS, so a
    // page kept in memory is read again after each change.
    const writer = setInterval(() => {
      void portal.db
        .execute(sql`update applications set stage_name = ${`bench ${Date.now()}`}
          where id = (select id from applications where product_code = ${EDITION} order by created_at desc limit 1)`)
        .catch(() => undefined);
    }, WRITE_EVERY_MS);
    try {
      rows.push(
        await measure(
          `GET /api/staff/applications (newest first, page 1, a change every ${WRITE_EVERY_MS} ms)`,
          `${base}/api/staff/applications?edition=${EDITION}`,
          { cookie },
        ),
      );
    } finally {
      clearInterval(writer);
    }
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

const runs = await onEachDatabase(portal);
console.log(
  `\n${APPLICATIONS} applications, ${APPLICATIONS * DOCUMENTS_PER_APPLICATION} documents; ${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up)\n`,
);
printLoadTable(runs);
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
