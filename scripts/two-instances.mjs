#!/usr/bin/env node
// Two portal processes from the production build (`npm run start:prod -w apps/server`, plain node)
// on one fresh PostgreSQL database, started at the same time: both must come up (one migrates,
// the other waits for it), a session opened through A must be read through B, and a
// state-changing request through B must pass with the CSRF token issued by A.
// The database is dropped afterwards. Needs `npm run build` first and PostgreSQL on
// 127.0.0.1:5432 (ADMIN_DATABASE_URL to use another server).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ADMIN_URL = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = [
  Number(process.env.TWO_INSTANCES_PORT ?? 4356),
  Number(process.env.TWO_INSTANCES_PORT ?? 4356) + 1,
];
const database = `two_instances_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
const attendanceSecret = randomBytes(32).toString('base64url');
const children = [];
const instances = [];
let failed = false;

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok  ${message}`);
}

/** Starts one instance with explicit production settings; resolves when it answers /api/health. */
function start(port) {
  const child = spawn('npm', ['run', 'start:prod', '-w', 'apps/server'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, String(port)),
      LOG_LEVEL: 'warn',
      // Explicit, so that the test does not depend on the production defaults.
      SEED_DEMO: 'false',
      OUTBOX_VIEW: 'false',
      METRICS: 'false',
      PAYMENTS_TEST_CHECKOUT: 'true',
      // The same on both instances: a code shown by one is checked by the other.
      ATTENDANCE_SECRET: attendanceSecret,
    },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  children.push(child);
  const instance = { child, port, log: () => output };
  instances.push(instance);
  return instance;
}

async function waitHealthy(instance) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.port} exited:\n${instance.log()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${instance.port} did not become healthy:\n${instance.log()}`);
}

/** A cookie jar shared by both instances, as a browser behind one reverse proxy would keep it. */
const jar = new Map();
async function call(port, method, url, { body, csrf } = {}) {
  const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (body) headers['content-type'] = 'application/json';
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

try {
  const [a, b] = PORTS.map(start);
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  check(true, `two instances started together on the fresh database ${database}`);
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  const applied = await target.query(
    'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
  );
  await target.end();
  check(
    applied.rows[0].n > 0 && applied.rows[0].n === applied.rows[0].d,
    `migrations applied once (${applied.rows[0].n})`,
  );
  // Both runners find the recurring jobs due at their first pass: each is sent once, run once.
  const expectedRecurring = [
    'auth.cleanup',
    'feedback.openWeek',
    'mail.deliver',
    'privacy.retention',
    'shop.staleRefunds',
  ];
  const jobsDb = new pg.Client({ connectionString: databaseUrl });
  await jobsDb.connect();
  let recurring = [];
  for (
    let i = 0;
    i < 80 &&
    !(recurring.length >= expectedRecurring.length && recurring.every((j) => j.state === 'completed'));
    i++
  ) {
    await new Promise((r) => setTimeout(r, 250));
    recurring = (await jobsDb.query('select name, state::text from pgboss.job order by name')).rows;
  }
  await jobsDb.end();
  check(
    recurring.map((j) => `${j.name} ${j.state}`).join(', ') ===
      expectedRecurring.map((name) => `${name} completed`).join(', '),
    'each recurring job sent and run once by the two instances',
  );

  const { json: csrfBody } = await call(a.port, 'GET', '/api/auth/csrf');
  const csrf = csrfBody.token;
  const username = `two.instances.${Date.now()}@example.org`;
  const signUp = await call(a.port, 'POST', '/api/auth/signup', {
    csrf,
    body: {
      username,
      email: username,
      password: 'Brodo-di-cappone-2027!',
      firstName: 'Ada',
      lastName: 'Due Istanze',
      role: 1,
      privacy: true,
    },
  });
  check(signUp.status === 201, `sign-up through A (${signUp.status})`);
  const meB = await call(b.port, 'GET', '/api/me');
  check(meB.json?.user?.email === username, 'the session opened on A is read through B');
  const refused = await call(b.port, 'POST', '/api/auth/logout', {});
  check(
    refused.status === 403,
    `a state-changing request on B without the CSRF token is refused (${refused.status})`,
  );
  const logout = await call(b.port, 'POST', '/api/auth/logout', { csrf });
  check(logout.status < 300, `log-out through B with the CSRF token issued by A (${logout.status})`);
  const meA = await call(a.port, 'GET', '/api/me');
  check(meA.json?.user === null, 'A sees the session ended on B');
  const login = await call(b.port, 'POST', '/api/auth/login', {
    csrf,
    body: { username, password: 'Brodo-di-cappone-2027!' },
  });
  check(login.status === 200, `log-in through B (${login.status})`);
  const meA2 = await call(a.port, 'GET', '/api/me');
  check(meA2.json?.user?.email === username, 'the session opened on B is read through A');
} catch (err) {
  failed = true;
  console.error(`FAIL ${err instanceof Error ? err.message : err}`);
  for (const instance of instances)
    console.error(`--- log of the instance on ${instance.port}\n${instance.log()}`);
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
  }
  await Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  );
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
