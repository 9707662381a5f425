/**
 * The herd: 500 students (BENCH_STUDENTS) press "Partecipo" on one event with 25 seats
 * (BENCH_SEATS) at the same instant. Exactly 25 bookings must be stored, every other answer must be
 * 409 `bookings.full`, none a 5xx. The herd's wall time is printed beside a baseline of the same
 * run on the same database: the same 500 requests, from the same clients, to a bare route that only
 * runs the conditional UPDATE of a seat (no session, no checks, no booking row), and the same
 * clients asking `GET /api/me` at once (what any signed-in request costs: the session and the
 * person's access). The baseline and the herd run BENCH_ROUNDS times (default 3), each on a fresh
 * item, and the median round is printed. Then the herd is split across two portal instances on one
 * PostgreSQL database.
 * On PGlite and on a fresh PostgreSQL database (BENCH_POSTGRES_URL, default 127.0.0.1:5432;
 * skipped when unreachable). Not a test: it never fails on a number.
 * Run: `npx tsx bench/bookings.bench.ts`.
 */
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { databaseOf } from '../apps/server/src/db/client.ts';
import { bookings, calendarItems } from '../apps/server/src/db/schema/index.ts';
import {
  type BenchDb,
  countAnswer,
  csrfToken,
  onEachDatabaseThenTwoInstances,
  reportSummary,
  signedInStudents,
} from './bench-portal.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const SEATS = Number(process.env.BENCH_SEATS ?? 25);
/** How many times the baseline and the herd run on each database (the median round is printed). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Herd {
  ms: number;
  /** Statements the portal sent during it (on two instances, the first one's). */
  statements?: number;
  /** Answers by status and error code. */
  answers: Map<string, number>;
}

interface Row {
  label: string;
  herd: Herd;
  baseline: Herd;
  /** The same clients asking GET /api/me at once: what any signed-in request costs. */
  signedIn: Herd;
  stored: number;
  taken: number;
  /** Each round's herd over its baseline, in the order run. */
  ratios: number[];
}

const tokens: string[] = [];

/** The students with bookings enabled, each signed in. */
async function prepare(db: BenchDb) {
  tokens.length = 0;
  tokens.push(...(await signedInStudents(db, 'bench-booking', STUDENTS, { isActiveBooking: true })));
}

/** A fresh event open since yesterday, in ten days, with SEATS seats. */
async function newItem(db: BenchDb, name: string): Promise<string> {
  const [row] = await db
    .insert(calendarItems)
    .values({
      kind: 'event',
      name,
      startsOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      opensAt: new Date(Date.now() - 86_400_000),
      capacityMax: SEATS,
    })
    .returning({ id: calendarItems.id });
  if (!row) throw new Error('no item');
  return row.id;
}

/** Every student's request at once; student i goes to `bases[i % bases.length]`. */
async function herd(
  bases: string[],
  path: (base: string) => string,
  withSession: boolean,
  method: 'POST' | 'GET' = 'POST',
): Promise<Herd> {
  const csrf = await Promise.all(bases.map(csrfToken));
  const answers = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const k = i % bases.length;
      const base = bases[k] as string;
      const res = await fetch(`${base}${path(base)}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf[k] as string,
          cookie: `csrf=${csrf[k]}${withSession ? `; sid=${token}` : ''}`,
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const text = await res.text();
      countAnswer(answers, res.status, text);
    }),
  );
  return { ms: performance.now() - started, answers };
}

async function count(db: BenchDb, itemId: string) {
  const stored = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.itemId, itemId));
  const [item] = await db.select().from(calendarItems).where(eq(calendarItems.id, itemId));
  return { stored: stored.length, taken: item?.bookedCount ?? -1 };
}

/** A herd, with the statements sent during it by the portal whose handle `db` is. */
async function counted(db: BenchDb, run: () => Promise<Herd>): Promise<Herd> {
  const database = databaseOf(db);
  const before = database?.queryCount() ?? 0;
  const result = await run();
  return database ? { ...result, statements: database.queryCount() - before } : result;
}

/**
 * The warm-up, then ROUNDS rounds of the baseline and the herd one after the other, each on a fresh
 * item: the round whose ratio is the median stands for the run (one herd lasts about a second, so
 * a single one moves with whatever else the machine did in that second); every round's ratio is
 * printed, and every round is checked.
 */
async function measure(label: string, db: BenchDb, bases: string[]): Promise<Row> {
  const warm = await newItem(db, 'Warm-up');
  await herd(bases, () => `/api/bookings/items/${warm}/booking`, true);
  await db.delete(bookings);
  const signedIn = await herd(bases, () => '/api/me', true, 'GET');
  const rounds: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await newItem(db, `Baseline ${round}`);
    const baseline = await counted(db, () => herd(bases, () => `/bench/seat/${bare}`, false));
    const item = await newItem(db, `Herd ${round}`);
    const result = await counted(db, () => herd(bases, () => `/api/bookings/items/${item}/booking`, true));
    rounds.push({ label, herd: result, baseline, signedIn, ...(await count(db, item)), ratios: [] });
  }
  const ratio = (r: Row) => r.herd.ms / r.baseline.ms;
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  const median = sorted[Math.floor(sorted.length / 2)] as Row;
  const wrong = rounds.find((r) => r.stored !== SEATS || r.taken !== SEATS);
  return { ...(wrong ?? median), herd: median.herd, baseline: median.baseline, ratios: rounds.map(ratio) };
}

const rows = await onEachDatabaseThenTwoInstances(prepare, measure, {
  routes: fileURLToPath(new URL('./bookings-baseline.ts', import.meta.url)),
});

const summary = (answers: Map<string, number>) =>
  [...answers]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
console.log(`\n${STUDENTS} students at once on one event with ${SEATS} seats\n`);
console.log(
  '| database | bookings stored | seats taken | answers | herd ms | bare UPDATE baseline ms | × baseline (median round) | every round | statements, herd / bare (two instances: the first) | GET /api/me herd ms | × /api/me |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  const statements =
    r.herd.statements === undefined ? '–' : `${r.herd.statements} / ${r.baseline.statements}`;
  console.log(
    `| ${r.label} | ${r.stored} | ${r.taken} | ${summary(r.herd.answers)} | ${Math.round(r.herd.ms)} | ${Math.round(r.baseline.ms)} | ${(r.herd.ms / r.baseline.ms).toFixed(2)} | ${r.ratios.map((x) => x.toFixed(2)).join(' / ')} | ${statements} | ${Math.round(r.signedIn.ms)} | ${(r.herd.ms / r.signedIn.ms).toFixed(2)} |`,
  );
}
for (const r of rows)
  reportSummary({
    path: `bookings herd (${STUDENTS} → ${SEATS} seats) on ${r.label}`,
    now: `${Math.round(r.herd.ms)} ms, ${r.stored} booked (median of ${r.ratios.length} rounds)`,
    baseline: `${Math.round(r.baseline.ms)} ms bare UPDATE`,
    ratio: r.herd.ms / r.baseline.ms,
    goal: '≤ 1.5× bare UPDATE',
  });
for (const r of rows) {
  const fiveHundreds = [...r.herd.answers].filter(([k]) => k.startsWith('5')).reduce((n, [, v]) => n + v, 0);
  if (r.stored !== SEATS || r.taken !== SEATS || fiveHundreds > 0)
    console.log(
      `!! ${r.label}: ${r.stored} bookings stored, ${r.taken} seats taken, ${fiveHundreds} 5xx answers`,
    );
}
