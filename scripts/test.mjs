#!/usr/bin/env node
// Runs every check of the project and stops after the first group that fails:
//  0. the module boundaries' negative control (deliberate breaches must fail the checks);
//  1. side by side: the type-checks, lint (module boundaries included) and the decision records'
//     index, and the production build;
//  2. one vitest run of the domain and web unit tests and the API tests on PGlite and on
//     PostgreSQL (the API tests waiting on PostgreSQL leave the processor to the others);
//  3. the build's size budget and two instances of it on one PostgreSQL;
//  4. the end-to-end journeys in Chromium (a portal and a database per worker).
// `npm test -- <step>` runs one step: typecheck | lint | unit | api | build | e2e.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { requireNode } from './require-node.mjs';

const isCi = Boolean(process.env.CI);
const results = [];
const startedAt = Date.now();

/** Runs a command with its output prefixed; resolves to whether it passed. */
function run(name, command, args, env = {}, { prefix = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      // Side-by-side steps: their lines are kept whole and labelled.
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
      }
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push({ name, ok: code === 0, seconds });
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
      resolve(code === 0);
    });
  });
}

function finish() {
  console.log('\n=== Summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed, in ${minutes} min`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Ends the run when a group failed. */
function check(passed) {
  if (!passed.every(Boolean)) finish();
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

/** PostgreSQL is mandatory in CI; elsewhere the steps that need it are skipped when none answers. */
async function usePostgres(what) {
  if (await postgresReachable()) return true;
  if (isCi) {
    console.error(`PostgreSQL is not reachable on 127.0.0.1:5432 and CI is set: ${what} needs it.`);
    results.push({ name: what, ok: false, seconds: '0.0' });
    finish();
  }
  console.log(`\n=== ${what}: without PostgreSQL (none on 127.0.0.1:5432 and CI is unset)`);
  return false;
}

// `npm test` on a fresh clone installs the locked dependencies first.
if (!existsSync('node_modules/.package-lock.json')) {
  const install = spawnSync('npm', ['ci'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(1);
}
// Every step runs on Node 24: the pinned one of node_modules/.bin, first on the PATH npm gives.
requireNode();
console.log(`node ${process.version} (${process.execPath})`);

const only = process.argv[2]; // optional: typecheck | lint | unit | api | build | e2e
const wants = (step) => !only || only === step;

const typecheck = () =>
  ['packages/domain', 'apps/server', 'apps/web', 'e2e']
    .filter(
      (project) =>
        existsSync(`${project}/tsconfig.json`) &&
        existsSync(`${project}/${project === 'e2e' ? 'playwright.config.ts' : 'src'}`),
    )
    .map((project) => run(`typecheck ${project}`, 'npx', ['tsc', '-p', project], {}, { prefix: true }));

const lint = () => [
  run('lint and format', 'npx', ['biome', 'check', '.'], {}, { prefix: true }),
  run(
    "the web app's module boundaries",
    'npx',
    ['depcruise', 'apps/web/src', '--config', '.dependency-cruiser.cjs'],
    {},
    { prefix: true },
  ),
  run(
    "decision records index and the docs' paths",
    'node',
    ['scripts/decisions-index.mjs', '--check'],
    {},
    { prefix: true },
  ),
  run('engines of the locked packages', 'node', ['scripts/check-engines.mjs'], {}, { prefix: true }),
];

const build = () =>
  existsSync('apps/web/index.html')
    ? [run('production build (web app and server)', 'npm', ['run', 'build'], {}, { prefix: true })]
    : [];

// 0. The module boundaries' negative control: it writes deliberate breaches into apps/web/src for
// a moment, so it runs alone, before the checks that read that folder.
if (wants('lint')) {
  check([await run('module boundaries: negative control', 'node', ['scripts/boundary-control.mjs'])]);
}

// 1. Static checks and the build, side by side.
const first = [...(wants('typecheck') ? typecheck() : []), ...(wants('lint') ? lint() : [])];
const needsBuild = wants('build') || wants('e2e');
if (needsBuild) first.push(...build());
check(await Promise.all(first));

// 2. Unit and API tests, one vitest run.
const projects = [];
if (wants('unit')) projects.push('domain', 'web');
if (wants('api')) {
  projects.push('server');
  if (await usePostgres('API tests on PostgreSQL')) projects.push('server-postgres');
}
if (projects.length > 0) {
  const label = `vitest: ${projects.join(', ')}`;
  // Three workers on two cores: the API tests on PostgreSQL spend much of their time waiting.
  const args = ['vitest', 'run', '--maxWorkers=3', ...projects.flatMap((p) => ['--project', p])];
  check([await run(label, 'npx', args)]);
}

// 3. What the build must hold.
if (wants('build') && existsSync('apps/web/index.html')) {
  check([await run('bundle size budget', 'node', ['scripts/bundle-size.mjs'])]);
  if (await usePostgres('two instances of the build on one PostgreSQL')) {
    check([await run('two instances of the build on one PostgreSQL', 'node', ['scripts/two-instances.mjs'])]);
  }
}

// 4. The journeys in Chromium.
if (wants('e2e') && existsSync('e2e/playwright.config.ts')) {
  check([await run('install Chromium when missing', 'bash', ['scripts/ensure-chromium.sh'])]);
  const database = (await usePostgres('end-to-end tests on PostgreSQL')) ? 'postgres' : 'pglite';
  check([
    await run(
      'end-to-end tests (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        E2E_DATABASE: database,
      },
    ),
  ]);
}
finish();
