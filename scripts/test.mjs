#!/usr/bin/env node
// Runs every check of the project, in order, and stops at the first failure:
// type-check, lint, unit tests (domain, web), API tests on PGlite and on PostgreSQL,
// the production build with its size budget and two instances of it on one PostgreSQL, and the
// end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const isCi = Boolean(process.env.CI);
const results = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  results.push({ name, ok, seconds });
  if (!ok) finish();
}

function finish() {
  console.log('\n=== Summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(2000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// `npm test` on a fresh clone installs the locked dependencies first.
if (!existsSync('node_modules/.package-lock.json')) run('install dependencies', 'npm', ['ci']);

/** Runs a step that needs PostgreSQL: mandatory in CI, skipped elsewhere when none is reachable. */
async function runOnPostgres(name, command, args, env = {}) {
  if (await postgresReachable()) return run(name, command, args, env);
  if (isCi) {
    console.error(`PostgreSQL is not reachable on 127.0.0.1:5432 and CI is set: "${name}" is mandatory.`);
    results.push({ name, ok: false, seconds: '0.0' });
    finish();
  }
  console.log(`\n=== ${name}: SKIPPED (no PostgreSQL on 127.0.0.1:5432 and CI is unset)`);
}

const only = process.argv[2]; // optional: typecheck | lint | unit | api | build | e2e

const steps = {
  typecheck: () => {
    for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e']) {
      if (
        existsSync(`${project}/tsconfig.json`) &&
        existsSync(`${project}/${project === 'e2e' ? 'playwright.config.ts' : 'src'}`)
      )
        run(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
    }
  },
  lint: () => {
    run('lint and format', 'npx', ['biome', 'check', '.']);
    run('decision records index', 'node', ['scripts/decisions-index.mjs', '--check']);
  },
  unit: () =>
    run('unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']),
  api: async () => {
    run('API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE: 'pglite' });
    await runOnPostgres('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], {
      TEST_DATABASE: 'postgres',
    });
  },
  build: async () => {
    if (!existsSync('apps/web/index.html')) return;
    run('production build (web app and server)', 'npm', ['run', 'build']);
    run('bundle size budget', 'node', ['scripts/bundle-size.mjs']);
    await runOnPostgres('two instances of the build on one PostgreSQL', 'node', [
      'scripts/two-instances.mjs',
    ]);
  },
  e2e: () => {
    if (!existsSync('e2e/playwright.config.ts')) return;
    run('install Chromium when missing', 'bash', ['scripts/ensure-chromium.sh']);
    run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  },
};

for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  await step();
}
finish();
