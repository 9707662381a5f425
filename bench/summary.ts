/**
 * `npm run bench`: the benchmarks of the hot paths one after the other (never two at once: they
 * would measure each other), then one table of every figure they reported beside its baseline of
 * the same run, the ratio, the goal and the machine's load average (1 minute) when it was
 * measured. Each bench's own output goes to the terminal as it runs. `--only me,shop` runs some;
 * BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_POSTGRES_URL reach every bench. Not a test: it never
 * fails on a number, only when a bench itself fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SummaryRow } from './bench-portal.ts';

const BENCHES = ['me', 'staff-lists', 'thesis', 'attendance', 'bookings', 'shop'] as const;

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null;
const chosen = BENCHES.filter((name) => !only || only.includes(name));

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-summary-'));
const file = path.join(dir, 'rows.jsonl');
writeFileSync(file, '');
const failed: string[] = [];
try {
  for (const name of chosen) {
    console.log(`\n## ${name} (load average ${os.loadavg()[0]?.toFixed(1)})\n`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', `${name}.bench.ts`)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SUMMARY_FILE: file },
    });
    if (run.status !== 0) failed.push(name);
  }
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SummaryRow & { load: number });
  console.log('\n| path | now | baseline | ratio | goal | load average |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.path} | ${r.now} | ${r.baseline} | ${r.ratio.toFixed(2)}× | ${r.goal} | ${r.load.toFixed(1)} |`,
    );
  if (failed.length > 0) {
    console.log(`\nfailed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
