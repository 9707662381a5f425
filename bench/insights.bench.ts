/**
 * The console's insights under load: 20,000 applications over twelve weeks (two intakes of one
 * course) with 100,000 documents (a fifth waiting, most decided after a delay, some refused with
 * their reasons in the audit log), generated into PGlite (temp folder) and PostgreSQL (a fresh
 * database on BENCH_POSTGRES_URL, dropped afterwards; skipped when unreachable), on top of the
 * demo. Measures, at BENCH_CONNECTIONS (default 20) concurrent requests, every chart's route as
 * Amministrazione reads it (the default period), and `/api/health` of the same run; prints
 * requests/s, p99, the ratio to /api/health and the machine's load average, and the time of each
 * chart's first read, alone (the answer is then shared: decisions 86 and 91). Goal: p99 < 300 ms.
 * Not a test: it never fails on a number. Run: `npx tsx bench/insights.bench.ts`.
 */
import { INSIGHT_CHART_NAMES } from '@school/domain/insights/insights';
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  type BenchDb,
  benchLoad,
  type LoadRow,
  loadAverage,
  onEachDatabase,
  signIn,
  startWithVolume,
} from './bench-portal.ts';

const { connections: CONNECTIONS, duration: DURATION, measure } = benchLoad(20);
const APPLICATIONS = 20_000;
const DOCUMENTS_PER_APPLICATION = 5;
const EDITION = 'CUCINA-2027A';
const PREVIOUS = 'CUCINA-2026B';

async function generate(db: BenchDb) {
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, categories, product_code, application_step, country, heard_from)
    select 'bench' || g || '@bench.test', 'bench' || g || '@bench.test', 'Nome' || g, 'Cognome' || g,
      array['Candidato'], case when g % 3 = 0 then ${PREVIOUS} else ${EDITION} end, g % 8,
      (array['Italia', 'Brasile', 'Giappone', 'Stati Uniti', 'Messico'])[1 + g % 5],
      (array['Instagram', 'Google', 'Passaparola', 'Fiera'])[1 + g % 4]
    from generate_series(1, ${APPLICATIONS}::int) g`);
  await db.execute(sql`
    insert into applications (user_id, product_code, course_code, application_status, enrolment_status, fee_paid_at, submitted_at, created_at)
    select u.id, u.product_code, u.product_code,
      case when u.application_step = 7 then (array['In valutazione', 'Ammesso', 'Iscritto'])[1 + (random() * 2)::int] else 'Non completata' end,
      case when u.application_step = 7 and random() < 0.3 then 'OK' end,
      case when u.application_step >= 5 then now() - interval '10 days' end,
      case when u.application_step = 7 then now() - interval '5 days' end,
      now() - (random() * interval '84 days')
    from users u where u.username like 'bench%@bench.test'`);
  await db.execute(sql`
    insert into documents (application_id, type, name, status, uploaded_at, decided_at, refusal_reason, created_at)
    select a.id, (array['IT_Passaporto', 'IT_Diploma', 'IT_Foto', 'IT_CV', 'IT_Lettera'])[k], 'Documento',
      case when k = 1 then 'In attesa di validazione' when k = 2 then 'Richiesto' else 'Validato' end,
      a.created_at + interval '1 day',
      case when k >= 2 then a.created_at + interval '1 day' + random() * interval '12 days' end,
      case when k = 2 then (array['Illeggibile', 'Scaduto', 'Manca il retro'])[1 + (random() * 2)::int] else '' end,
      a.created_at
    from applications a cross join generate_series(1, ${DOCUMENTS_PER_APPLICATION}::int) k
    where a.user_id in (select id from users where username like 'bench%@bench.test')`);
  await db.execute(sql`
    insert into staff_audit (changed_at, changed_by, record_table, record_id, field, before, after)
    select d.decided_at, (select id from users where username = ${DEMO_USERS.segreteria}), 'documents', d.id,
      'refusalReason', to_jsonb(''::text), to_jsonb(d.refusal_reason)
    from documents d where d.refusal_reason <> '' and d.decided_at is not null`);
  await db.execute(sql`analyze`);
}

/** One request alone, its milliseconds: a chart's first read, before any answer is shared. */
async function firstRead(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Math.round(performance.now() - started);
}

async function portal(
  databaseUrl: string | undefined,
): Promise<{ kind: string; rows: (LoadRow & { first?: number })[]; load: string }> {
  const portal = await startWithVolume(databaseUrl, generate);
  const { base } = portal;
  try {
    const cookie = await signIn(base, DEMO_USERS.dipendente);
    const started = performance.now();
    const funnel = await fetch(`${base}/api/staff/insights/funnel?edition=${EDITION}`, {
      headers: { cookie },
    });
    const editionFirst = Math.round(performance.now() - started);
    const accounts =
      ((await funnel.json()) as { tables: { rows: { current: number }[] }[] }).tables[0]?.rows[0]?.current ??
      0;
    if (accounts < (APPLICATIONS * 2) / 3) throw new Error(`the funnel counts ${accounts} accounts`);
    const rows: (LoadRow & { first?: number })[] = [await measure('GET /api/health', `${base}/api/health`)];
    for (const chart of INSIGHT_CHART_NAMES) {
      const url = `${base}/api/staff/insights/${chart}`;
      const first = await firstRead(url, cookie);
      rows.push({ ...(await measure(`GET /api/staff/insights/${chart}`, url, { cookie })), first });
    }
    rows.push({
      ...(await measure(
        `GET /api/staff/insights/funnel?edition=${EDITION}`,
        `${base}/api/staff/insights/funnel?edition=${EDITION}`,
        { cookie },
      )),
      first: editionFirst,
    });
    return { kind: portal.kind, rows, load: loadAverage() };
  } finally {
    await portal.close();
  }
}

const before = loadAverage();
const runs = await onEachDatabase(portal);
console.log(
  `\n${APPLICATIONS} applications, ${APPLICATIONS * DOCUMENTS_PER_APPLICATION} documents; ${CONNECTIONS} connections, ${DURATION}s each (after 2s of warm-up); load average before: ${before}\n`,
);
console.log(
  '| database | route | first read alone, ms | requests/s | p99 ms | × /api/health p99 |\n|---|---|---|---|---|---|',
);
for (const run of runs) {
  const health = run.rows[0]?.p99 || 1;
  for (const row of run.rows)
    console.log(
      `| ${run.kind} | ${row.title} | ${row.first ?? ''} | ${row.rps} | ${row.p99} | ${(row.p99 / health).toFixed(1)} |`,
    );
  console.log(`| ${run.kind} | load average after (1, 5, 15 min) | ${run.load} | | | |`);
}
