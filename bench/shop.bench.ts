/**
 * The last cakes: 200 students (BENCH_STUDENTS), each with one cake in the cart, press "Procedi al
 * pagamento" at the same instant for a cake of which 10 are left (BENCH_UNITS). Exactly 10
 * checkouts may open (the stock is held for them), every other answer must be 409
 * `shop.stockChanged`, none a 5xx; then the 10 pay on the built-in test checkout and exactly 10
 * orders are stored, with the stock at 0. Before the herd each student opens the cart, as the page
 * they press the button on did (`BENCH_COLD_SESSIONS=true` leaves it out: every session is then
 * read for the first time by the herd). The checkouts' wall time and p99 are printed beside the
 * same clients asking `GET /api/health` at once in the same run. On PGlite and on a fresh
 * PostgreSQL database (BENCH_POSTGRES_URL, default 127.0.0.1:5432; skipped when unreachable), then
 * with the students split between two instances on one PostgreSQL database.
 * Not a test: it never fails on a number.
 * Run: `npx tsx bench/shop.bench.ts`.
 */
import { eq } from 'drizzle-orm';
import {
  shopCartLines,
  shopCarts,
  shopOrders,
  shopProducts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import {
  type BenchDb,
  countAnswer,
  csrfToken,
  onEachDatabaseThenTwoInstances,
  reportSummary,
  signedInStudents,
} from './bench-portal.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 10);

interface Herd {
  ms: number;
  p99: number;
  answers: Map<string, number>;
  bodies: string[];
}

interface Row {
  label: string;
  checkout: Herd;
  pay: Herd;
  health: Herd;
  orders: number;
  stockLeft: number | null;
}

const tokens: string[] = [];
let warmToken: string | undefined;
let productId = '';

/** The students with the shop enabled, each signed in with one cake of the bench in the cart. */
async function prepare(db: BenchDb) {
  tokens.length = 0;
  tokens.push(...(await signedInStudents(db, 'bench-shop', STUDENTS, { isActiveEcommerce: true })));
  // The warm-up buyer: a book, so that what the first checkout of a server makes once (the job
  // queue of the checkouts' expiry) is not counted in the herd.
  [warmToken] = await signedInStudents(db, 'bench-shop-warm', 1, { isActiveEcommerce: true });
  const [book] = await db
    .insert(shopProducts)
    .values({
      code: 'BENCH-LIBRO',
      name: 'Libro del banco',
      family: 'Libri',
      price0: 1000,
      price1: 1000,
      price2: 1000,
      price3: 1000,
      availableQuantity: 100,
    })
    .returning({ id: shopProducts.id });
  const [warm] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'bench-shop-warm-0@example.com'));
  if (!book || !warm) throw new Error('no warm-up buyer');
  await db.insert(shopCarts).values({ userId: warm.id });
  await db.insert(shopCartLines).values({ userId: warm.id, productId: book.id, quantity: 1 });
  const [cake] = await db
    .insert(shopProducts)
    .values({
      code: 'BENCH-TORTA',
      name: 'Torta del banco',
      family: 'Torta',
      price0: 2000,
      price1: 2000,
      price2: 2000,
      price3: 2000,
      availableQuantity: UNITS,
    })
    .returning({ id: shopProducts.id });
  if (!cake) throw new Error('no cake');
  productId = cake.id;
  const all = (await db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Bench'))).filter(
    (u) => u.id !== warm.id,
  );
  await db.insert(shopCarts).values(all.map((u) => ({ userId: u.id })));
  await db.insert(shopCartLines).values(all.map((u) => ({ userId: u.id, productId, quantity: 1 })));
}

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/** Every request at once; `request(i)` gives the i-th one. */
async function herd(count: number, request: (i: number) => Promise<Response>): Promise<Herd> {
  const answers = new Map<string, number>();
  const bodies: string[] = new Array(count);
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t = performance.now();
      const res = await request(i);
      const text = await res.text();
      times.push(performance.now() - t);
      bodies[i] = text;
      countAnswer(answers, res.status, text);
    }),
  );
  return { ms: performance.now() - started, p99: p99(times), answers, bodies };
}

/** Student i's requests go to `bases[i % bases.length]` (one instance, or two on one database). */
async function measure(label: string, db: BenchDb, bases: string[]): Promise<Row> {
  const csrf = await Promise.all(bases.map(csrfToken));
  const baseOf = (i: number) => bases[i % bases.length] as string;
  const headers = (i: number) => {
    const token = csrf[i % bases.length] as string;
    return {
      'content-type': 'application/json',
      'x-csrf-token': token,
      cookie: `csrf=${token}; sid=${tokens[i]}`,
    };
  };
  // The warm-up buyer checks out once on each instance (the second press is offered the same checkout).
  for (const [k, base] of bases.entries())
    await fetch(`${base}/api/shop/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrf[k] as string,
        cookie: `csrf=${csrf[k]}; sid=${warmToken}`,
      },
      body: JSON.stringify({ returnClauseAccepted: true }),
    });
  // Each student has the shop's cart open, as the page they press the button on showed it.
  if (process.env.BENCH_COLD_SESSIONS !== 'true')
    await herd(tokens.length, (i) => fetch(`${baseOf(i)}/api/shop/cart`, { headers: headers(i) }));
  const health = await herd(tokens.length, (i) => fetch(`${baseOf(i)}/api/health`));
  const checkout = await herd(tokens.length, (i) =>
    fetch(`${baseOf(i)}/api/shop/checkout`, {
      method: 'POST',
      headers: headers(i),
      body: JSON.stringify({ returnClauseAccepted: true }),
    }),
  );
  // The payer pays on the test checkout's page, signed in (it is theirs only).
  const payers = checkout.bodies.flatMap((body, i) => {
    const url = (JSON.parse(body || '{}') as { url?: string }).url;
    return url ? [{ path: new URL(url).pathname, token: tokens[i] as string, base: baseOf(i) }] : [];
  });
  const pay = await herd(payers.length, (i) =>
    fetch(`${payers[i]?.base}${payers[i]?.path}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `sid=${payers[i]?.token}` },
    }),
  );
  const orders = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .innerJoin(users, eq(users.id, shopOrders.userId))
    .where(eq(users.firstName, 'Bench'));
  const [cake] = await db.select().from(shopProducts).where(eq(shopProducts.id, productId));
  return { label, checkout, pay, health, orders: orders.length, stockLeft: cake?.availableQuantity ?? null };
}

/** One instance on each database, then two instances on one PostgreSQL database, the students split between them. */
const rows = await onEachDatabaseThenTwoInstances(prepare, measure);

const summary = (answers: Map<string, number>) =>
  [...answers]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
console.log(`\n${STUDENTS} students at once checking out the last ${UNITS} cakes\n`);
console.log(
  '| database | orders | stock left | checkout answers | checkout wall ms | checkout p99 ms | GET /api/health wall ms | /api/health p99 ms | × /api/health (wall) | payments (test checkout) |\n|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.orders} | ${r.stockLeft} | ${summary(r.checkout.answers)} | ${Math.round(r.checkout.ms)} | ${Math.round(r.checkout.p99)} | ${Math.round(r.health.ms)} | ${Math.round(r.health.p99)} | ${(r.checkout.ms / r.health.ms).toFixed(2)} | ${summary(r.pay.answers)} |`,
  );
}
for (const r of rows)
  reportSummary({
    path: `shop herd (${STUDENTS} → ${UNITS} cakes) on ${r.label}`,
    now: `${Math.round(r.checkout.ms)} ms, ${r.orders} orders`,
    baseline: `${Math.round(r.health.ms)} ms /api/health`,
    ratio: r.checkout.ms / r.health.ms,
    goal: '≤ 2× /api/health wall',
  });
for (const r of rows) {
  const errors = [...r.checkout.answers].filter(([k]) => k.startsWith('5')).reduce((n, [, v]) => n + v, 0);
  if (r.orders !== UNITS || r.stockLeft !== 0 || errors > 0)
    console.log(`!! ${r.label}: ${r.orders} orders, ${r.stockLeft} left, ${errors} 5xx answers`);
}
