/**
 * 300 students check in to one classroom within 10 seconds, each sending its check-in twice at
 * once (a double tap, a retry): the unique constraint must keep one row per student, every answer
 * must be 201 or 409 `attendance.alreadyCheckedIn`. Prints duplicates, errors and the check-ins'
 * p50/p99 beside `GET /api/health` measured in the same run, on PGlite, on a fresh PostgreSQL
 * database (BENCH_POSTGRES_URL, default 127.0.0.1:5432; skipped when unreachable), and on two
 * instances of one PostgreSQL database with each student's two posts sent one to each.
 * Not a test: it never fails on a number. Run: `npx tsx bench/attendance.bench.ts`
 * (BENCH_STUDENTS, BENCH_SPREAD_SECONDS to change the load).
 */
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo.ts';
import {
  countAnswer,
  csrfToken,
  type LoadRow,
  measureLoad,
  onEachDatabase,
  reportSummary,
  signedInStudents,
  startBenchPortal,
  withFreshPostgres,
} from './bench-portal.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_SECONDS ?? 10) * 1000;
const ROOM = '12';

interface Run {
  kind: string;
  health: LoadRow;
  rows: number;
  students: number;
  duplicates: number;
  errors: number;
  created: number;
  already: number;
  p50: number;
  p99: number;
  seconds: number;
  /** Every answer by status and error code (what the errors were). */
  answers: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * One run. `instances: 2`: a second instance on the same PostgreSQL database, and each student's two
 * posts go one to each instance (the double tap lands on two servers).
 */
async function run(databaseUrl: string | undefined, instances: 1 | 2 = 1): Promise<Run> {
  const tokens: string[] = [];
  // One signing secret for the classroom's codes, as every instance of one school has.
  const env = { ATTENDANCE_SECRET: randomBytes(32).toString('base64url') };
  const portal = await startBenchPortal(
    databaseUrl,
    async (db) => {
      // The students, their course with attendance, each signed in.
      tokens.push(...(await signedInStudents(db, 'bench-student', STUDENTS, { isActiveAttendance: true })));
    },
    { env },
  );
  const second =
    instances === 2 ? await startBenchPortal(databaseUrl, undefined, { seed: false, env }) : null;
  const { base } = portal;
  const bases = second ? [base, second.base] : [base];
  try {
    const csrf = await csrfToken(base);
    // The teacher's kiosk gives the code of the current window.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
      body: JSON.stringify({ username: DEMO_USERS.insegnante, password: DEMO_PASSWORD }),
    });
    const teacher = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    let code = { value: '', expiresAt: 0 };
    const currentCode = async () => {
      if (Date.now() < code.expiresAt - 500) return code.value;
      const res = await fetch(`${base}/api/attendance/classrooms/${ROOM}/code`, {
        headers: { cookie: teacher },
      });
      if (!res.ok) throw new Error(`kiosk code: ${res.status}`);
      const body = (await res.json()) as { code: string; expiresAt: string };
      code = { value: body.code, expiresAt: Date.parse(body.expiresAt) };
      return code.value;
    };
    await currentCode();

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const outcomes = new Map<string, number>();
    const checkIn = async (token: string, value: string, at: string) => {
      const started = performance.now();
      const res = await fetch(`${at}/api/attendance/check-ins`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          cookie: `csrf=${csrf}; sid=${token}`,
        },
        body: JSON.stringify({ code: value }),
      });
      const text = await res.text();
      countAnswer(outcomes, res.status, text);
      latencies.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      return res.status;
    };
    const start = Date.now();
    let errors = 0;
    await Promise.all(
      tokens.map(async (token, i) => {
        await new Promise((r) => setTimeout(r, (i * SPREAD_MS) / tokens.length));
        const value = await currentCode();
        const answers = await Promise.all([
          checkIn(token, value, bases[0] as string),
          checkIn(token, value, bases[1 % bases.length] as string),
        ]);
        const created = answers.filter((s) => s === 201).length;
        const already = answers.filter((s) => s === 409).length;
        if (created !== 1 || already !== 1) errors++;
      }),
    );
    const seconds = (Date.now() - start) / 1000;
    const health = await measureLoad('GET /api/health', `${base}/api/health`, {
      connections: 20,
      duration: 5,
    });
    const counts = await fetchCounts(base);
    latencies.sort((a, b) => a - b);
    return {
      kind: second ? 'PostgreSQL, two instances' : portal.kind,
      health,
      rows: counts.rows,
      students: counts.students,
      duplicates: counts.rows - counts.students,
      errors,
      created: statuses.get(201) ?? 0,
      already: statuses.get(409) ?? 0,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      seconds,
      answers: [...outcomes].map(([outcome, n]) => `${outcome}: ${n}`).join(', '),
    };
  } finally {
    await second?.close();
    await portal.close();
  }
}

/** The rows as staff see them: the register of today (the dipendente holds Didattica). */
async function fetchCounts(base: string): Promise<{ rows: number; students: number }> {
  const csrf = await csrfToken(base);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf=${csrf}` },
    body: JSON.stringify({ username: DEMO_USERS.dipendente, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const res = await fetch(`${base}/api/staff/attendance?classroomId=${ROOM}&date=${today}`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`register: ${res.status}`);
  const items = ((await res.json()) as { items: Array<{ userId: string }> }).items;
  return { rows: items.length, students: new Set(items.map((i) => i.userId)).size };
}

const runs = await onEachDatabase((url) => run(url));
const onTwoInstances = await withFreshPostgres((url) => run(url, 2));
if (onTwoInstances) runs.push(onTwoInstances);
console.log(
  `\n${STUDENTS} students, each posting its check-in twice at once, spread over ${SPREAD_MS / 1000} s\n`,
);
console.log(
  '| database | check-ins stored | duplicate check-ins | errors | 201 / 409 | check-in p50 ms | check-in p99 ms | /api/health p99 ms (20 conn.) | took s |\n|---|---|---|---|---|---|---|---|---|',
);
for (const r of runs) console.log(`${r.kind} answers: ${r.answers}`);
for (const r of runs)
  reportSummary({
    path: `attendance (${STUDENTS} students in ${SPREAD_MS / 1000} s) on ${r.kind}`,
    now: `${r.created} stored, ${r.errors} refused, p99 ${r.p99} ms`,
    baseline: `p99 ${r.health.p99} ms /api/health`,
    ratio: r.p99 / (r.health.p99 || 1),
    goal: 'no valid scan refused',
  });
for (const r of runs) {
  console.log(
    `| ${r.kind} | ${r.rows} | ${r.duplicates} | ${r.errors} | ${r.created} / ${r.already} | ${r.p50} | ${r.p99} | ${r.health.p99} | ${r.seconds.toFixed(1)} |`,
  );
}
