#!/usr/bin/env node
// The engines of every locked package, checked against the Node.js that runs the project (the
// pinned Node 24 under `npm test`). npm checks them at install time against the Node that npm
// itself runs on, which on these machines is Debian's Node 20 (its warnings are turned off in
// .npmrc, decision 61): this is where a package that does not support the project's runtime shows.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const unsupported = [];
for (const [where, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  // Optional packages (another platform's binaries) are skipped by npm when they do not fit.
  if (typeof wanted !== 'string' || entry.optional) continue;
  if (!semver.satisfies(process.version, wanted, { includePrerelease: true }))
    unsupported.push(
      `${where || 'the project'}${entry.version ? ` ${entry.version}` : ''} wants node ${wanted}`,
    );
}
if (unsupported.length > 0) {
  console.error(`Packages that do not support Node ${process.version}:\n  ${unsupported.join('\n  ')}`);
  process.exit(1);
}
console.log(`every locked package supports Node ${process.version}`);
