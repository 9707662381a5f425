/**
 * One instance of the portal in a process of its own, for the benches' two instances on one
 * PostgreSQL database (`onTwoInstances` in bench-portal.ts): on BENCH_PORTAL_DATABASE_URL, already
 * migrated and seeded by the first instance, with the bench's routes from the module
 * BENCH_PORTAL_ROUTES names. Prints its address as one line of JSON; stops on SIGTERM.
 */
import { startBenchPortal } from './bench-portal.ts';

const portal = await startBenchPortal(process.env.BENCH_PORTAL_DATABASE_URL, undefined, {
  seed: false,
  ...(process.env.BENCH_PORTAL_ROUTES ? { routes: process.env.BENCH_PORTAL_ROUTES } : {}),
});
process.stdout.write(`${JSON.stringify({ base: portal.base })}\n`);
process.once('SIGTERM', () => {
  void portal.close().then(() => process.exit(0));
});
