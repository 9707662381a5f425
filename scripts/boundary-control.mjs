#!/usr/bin/env node
// The negative control of the web app's module boundaries (biome.json's overrides for
// apps/web/src: `noImportCycles`, and `noRestrictedImports` keeping the shared layers free of
// features). It writes a deliberate breach of each — two features importing each other, a shared
// component importing a feature — lints them with the project's configuration, and fails unless
// Biome refuses both; the files are removed afterwards (and before, should a run have been cut
// short). `npm test` runs it before its checks run side by side, so no other check sees them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const A = 'apps/web/src/features/zz-boundary-control-a';
const B = 'apps/web/src/features/zz-boundary-control-b';
const SHARED = 'apps/web/src/components/zz-boundary-control.ts';

function clean() {
  for (const path of [A, B, SHARED]) rmSync(path, { recursive: true, force: true });
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
  writeFileSync(
    SHARED,
    "import { flour } from '../features/zz-boundary-control-a/flour';\n\nexport const shared = flour;\n",
  );
  // The whole web app: Biome follows the imports of the files it indexes to find a cycle.
  const lint = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', 'apps/web/src'], {
    encoding: 'utf8',
  });
  const output = `${lint.stdout}${lint.stderr}`;
  const caught = ['lint/suspicious/noImportCycles', 'lint/style/noRestrictedImports'];
  const missing = caught.filter((rule) => !output.includes(rule));
  if (lint.status === 0 || missing.length > 0) {
    process.stdout.write(output);
    console.error(
      `Module boundaries: the deliberate breaches passed (not caught: ${missing.join(', ') || 'a failing exit'}).`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Module boundaries: the deliberate breaches are refused (${caught.join(', ')}).`);
  }
} finally {
  clean();
}
