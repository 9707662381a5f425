#!/usr/bin/env node
// The negative control of the web app's module boundaries: Biome's `noImportCycles` and
// dependency-cruiser's rules in .dependency-cruiser.cjs (a feature imports no other feature's
// insides; the shared layers import no feature), and the lint's refusal of an API path written by
// hand in the web app (biome-plugins/web-calls-from-endpoints.grit). It writes a deliberate breach
// of each — two features importing each other, a shared component importing a feature, a feature
// spelling an API path — checks them with the
// project's configuration, and fails unless every rule refuses its breach; the files are removed
// afterwards (and before, should a run have been cut short). `npm test` runs it before its checks
// run side by side, so no other check sees them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const A = 'apps/web/src/features/zz-boundary-control-a';
const B = 'apps/web/src/features/zz-boundary-control-b';
const SHARED = 'apps/web/src/components/zz-boundary-control.ts';

function clean() {
  for (const path of [A, B, SHARED]) rmSync(path, { recursive: true, force: true });
}

/** Runs a check; returns its exit status and its whole output. */
function check(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

clean();
try {
  mkdirSync(A, { recursive: true });
  mkdirSync(B, { recursive: true });
  writeFileSync(
    `${A}/flour.ts`,
    "import { oven } from '../zz-boundary-control-b/oven';\n\nexport const flour = () => oven();\n",
  );
  writeFileSync(
    `${B}/oven.ts`,
    "import { flour } from '../zz-boundary-control-a/flour';\n\nexport const oven = () => typeof flour;\n",
  );
  writeFileSync(`${A}/call.ts`, "export const address = '/api/zz-control';\n");
  writeFileSync(
    SHARED,
    "import { flour } from '../features/zz-boundary-control-a/flour';\n\nexport const shared = flour;\n",
  );
  // The whole web app: Biome follows the imports of the files it indexes to find a cycle.
  const biome = check('npx', ['biome', 'lint', '--max-diagnostics=50', 'apps/web/src']);
  const cruise = check('npx', ['depcruise', 'apps/web/src', '--config', '.dependency-cruiser.cjs']);
  const expected = [
    { rule: 'lint/suspicious/noImportCycles', run: biome },
    { rule: 'An API path written by hand', run: biome },
    { rule: 'feature-to-feature', run: cruise },
    { rule: 'shared-layer-to-feature', run: cruise },
  ];
  const missing = expected.filter(({ rule, run }) => run.status === 0 || !run.output.includes(rule));
  if (missing.length > 0) {
    for (const { run } of new Set(missing)) process.stdout.write(run.output);
    console.error(
      `Module boundaries: the deliberate breaches passed (not caught: ${missing.map((m) => m.rule).join(', ')}).`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Module boundaries: the deliberate breaches are refused (${expected.map((e) => e.rule).join(', ')}).`,
    );
  }
} finally {
  clean();
}
