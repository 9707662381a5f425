import { spawnSync } from 'node:child_process';

/**
 * Which database the e2e portals run on, decided once in the runner and inherited by the
 * workers: `E2E_DATABASE=postgres|pglite`, or PostgreSQL when the machine's server answers on
 * 127.0.0.1:5432 (each worker then has a portal and a database of its own, so journeys run side
 * by side), else the embedded database with one worker.
 */
function postgresAnswers(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s=require('node:net').connect({host:'127.0.0.1',port:5432});s.setTimeout(1500);` +
        `s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`,
    ],
    { timeout: 5000 },
  );
  return probe.status === 0;
}

process.env.E2E_DATABASE ??= postgresAnswers() ? 'postgres' : 'pglite';

export const E2E_DATABASE = process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const E2E_PG_ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Portals (and Playwright workers): two on PostgreSQL (the machine has two cores), one embedded. */
export const E2E_WORKERS = E2E_DATABASE === 'postgres' ? Number(process.env.E2E_WORKERS ?? 2) : 1;
