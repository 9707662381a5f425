#!/usr/bin/env node
// Bundles the server into dist/server.js for plain `node`: our own code and @school/domain are
// bundled (they are TypeScript), every other package stays an import of node_modules. The files
// read at run time next to the code (migrations, demo institutes) are copied beside the bundle.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const workspacePackages = new Set(['@school/domain']);
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
  (name) => !workspacePackages.has(name),
);

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
await cp(path.join(root, 'src/db/seed/institutes-demo.csv'), path.join(dist, 'institutes-demo.csv'));
console.log(`server bundled into ${path.relative(process.cwd(), dist)}/server.js`);
