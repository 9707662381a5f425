/**
 * The fan-out of web push: a notification from the secretariat's composer to a group of 10,000
 * people (`BENCH_SUBSCRIPTIONS`), each with one subscribed device on a local https push service
 * (a stub that answers 201), sent by the job runner in batches (the broadcast's batches of 500
 * people, push jobs of 200 subscriptions, 16 messages at once each), while `GET /api/me` is
 * measured signed in at 20 connections: alone first, three times during the fan-out, alone again
 * after it. Prints them all, the ratio of the median during it to the mean alone (target ≥ 0.7)
 * and the fan-out's time and rate, on PGlite and on a fresh PostgreSQL database
 * (`BENCH_POSTGRES_URL`); `BENCH_DATABASES=postgres` or `pglite` runs one.
 * `npx tsx bench/push.bench.ts`
 */
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import https from 'node:https';
import { generate } from 'selfsigned';
import { pushSubscriptions, sessions, users } from '../apps/server/src/db/schema/index.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import {
  type LoadRow,
  measureLoad,
  signedInStudents,
  startBenchPortal,
  withFreshPostgres,
} from './bench-portal.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * The push service: an https server in a process of its own (its work is not the portal's), on
 * 127.0.0.1 with a self-signed certificate, answering 201 to every push and counting them.
 */
const STUB = `
const https = require('node:https');
let received = 0;
const server = https.createServer({ key: process.env.KEY, cert: process.env.CERT }, (req, res) => {
  req.resume();
  req.on('end', () => { received++; res.writeHead(201).end(); });
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (m) => { if (m === 'count') process.send({ received }); });
`;

async function startStub() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const child = spawn(process.execPath, ['-e', STUB], {
    env: { ...process.env, KEY: pems.private, CERT: pems.cert },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve((m as { port: number }).port)),
  );
  return {
    origin: `https://localhost:${port}`,
    agent: new https.Agent({
      ca: pems.cert,
      keepAlive: true,
      maxSockets: 32,
      family: 4,
      autoSelectFamily: false,
    }),
    received: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => resolve((m as { received: number }).received));
        child.send('count');
      }),
    close: () => child.kill(),
  };
}

async function run(databaseUrl: string | undefined) {
  const service = await startStub();
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const p256dh = browserKey.getPublicKey().toString('base64url');

  let staffToken = '';
  let meToken = '';
  const portal = await startBenchPortal(
    databaseUrl,
    async (db) => {
      // The group: SUBSCRIPTIONS people of the category Esterno, one device each.
      for (let start = 0; start < SUBSCRIPTIONS; start += 2_000) {
        const count = Math.min(2_000, SUBSCRIPTIONS - start);
        const people = await db
          .insert(users)
          .values(
            Array.from({ length: count }, (_, i) => ({
              username: `bench-push-${start + i}@example.com`,
              email: `bench-push-${start + i}@example.com`,
              categories: ['Esterno'],
            })),
          )
          .returning({ id: users.id });
        await db.insert(pushSubscriptions).values(
          people.map((p, i) => ({
            userId: p.id,
            endpoint: `${service.origin}/push/${start + i}`,
            p256dh,
            auth: randomBytes(16).toString('base64url'),
          })),
        );
      }
      meToken = (await signedInStudents(db, 'bench-push-me', 1, {}))[0] ?? '';
      const [staff] = await db
        .insert(users)
        .values({
          username: 'bench-push-staff@example.com',
          email: 'bench-push-staff@example.com',
          categories: ['Dipendente'],
          webappPermissions: ['Segreteria'],
        })
        .returning({ id: users.id });
      staffToken = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        tokenHash: hashToken(staffToken),
        userId: staff?.id ?? '',
        expiresAt: new Date(Date.now() + 3600_000),
      });
    },
    { env: { PUSH_SERVICE_HOSTS: 'localhost' }, pushAgent: service.agent },
  );

  try {
    const me = { cookie: `sid=${meToken}` };
    const solo = await measureLoad('GET /api/me alone', `${portal.base}/api/me`, {
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: me,
    });

    await portal.app.jobs.start();
    const csrf = 'bench-csrf-token-0123456789';
    const started = performance.now();
    const sent = await fetch(`${portal.base}/api/staff/notifications/broadcasts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrf,
        cookie: `csrf=${csrf}; sid=${staffToken}`,
      },
      body: JSON.stringify({
        audience: { kind: 'category', category: 'Esterno' },
        title: 'Lezione spostata',
        body: 'Domani la lezione inizia alle 10.',
        url: '/didattica',
      }),
    });
    if (sent.status !== 201) throw new Error(`broadcast: ${sent.status} ${await sent.text()}`);
    // The runner's first pass comes within its 5-second poll: measure once the pushes flow.
    while ((await service.received()) === 0) await new Promise((r) => setTimeout(r, 50));
    // Three runs during the fan-out, then one alone again once it is over: the machine's own drift
    // (other processes, the database's caches) counts on both sides of the ratio.
    const during: LoadRow[] = [];
    for (let run = 1; run <= 3; run++) {
      during.push(
        await measureLoad(`GET /api/me during the fan-out (${run})`, `${portal.base}/api/me`, {
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: me,
        }),
      );
    }
    const deliveredDuringMeasure = await service.received();
    if (deliveredDuringMeasure >= SUBSCRIPTIONS)
      console.warn('The fan-out ended before the last run during it: raise BENCH_SUBSCRIPTIONS.');
    while ((await service.received()) < SUBSCRIPTIONS) {
      if (performance.now() - started > 600_000) throw new Error('fan-out not done in 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const soloAfter = await measureLoad('GET /api/me alone, after', `${portal.base}/api/me`, {
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: me,
    });

    console.log(
      `\n${portal.kind}: ${SUBSCRIPTIONS} subscriptions, ${CONNECTIONS} connections, ${SECONDS} s per run\n`,
    );
    console.log('| run | requests/s | p50 ms | p99 ms |');
    console.log('|---|---|---|---|');
    for (const row of [solo, ...during, soloAfter])
      console.log(`| ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} |`);
    const alone = (solo.rps + soloAfter.rps) / 2;
    const median = [...during].sort((a, b) => a.rps - b.rps)[1]?.rps ?? 0;
    console.log(
      `\n/api/me during the fan-out: ${(median / alone).toFixed(2)} × alone (median of the three runs ` +
        `during it over the mean of the two alone; target ≥ 0.70); ${deliveredDuringMeasure} pushes were ` +
        'delivered by the end of the runs during it.',
    );
    console.log(
      `Fan-out: ${SUBSCRIPTIONS} pushes in ${seconds.toFixed(1)} s from the request (${Math.round(SUBSCRIPTIONS / seconds)}/s), ` +
        `${(await service.received()) - SUBSCRIPTIONS} duplicates.`,
    );
  } finally {
    await portal.app.jobs.stop();
    await portal.close();
    service.close();
  }
}

// `BENCH_DATABASES=postgres` (or `pglite`) runs one of the two.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (databases.includes('pglite')) await run(undefined);
if (databases.includes('postgres')) await withFreshPostgres(run);
