#!/usr/bin/env node
// The JavaScript budgets of the start-up path (decision 60), in gzipped KB, from the build
// (apps/web/dist and its manifest):
//  - before the first paint: what a page the server rendered runs before it is painted, i.e. the
//    head's /boot.js (the application's chunks are fetched and evaluated after the first frame);
//  - each page: the entry's chunks (index.html's script and what it imports), the page's route
//    chunk with its own static imports, and the catalogues the route fetches in one language (the
//    larger of Italian and English): the home page, and the pages a signed-in student opens most.
// Prints every figure; exits 1 when one is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BEFORE_FIRST_PAINT_KB = 60;
/** Route module → [budget in KB, catalogue namespaces the route loads]. */
const PAGES = {
  'src/app/routes/home.tsx': [178, ['content']],
  'src/app/routes/student.tsx': [178, ['content']],
  // The domain is free of side effects (packages/domain/package.json): a contract module none of the
  // page's code reads is left out (the lessons' contracts were 28 KB of this page).
  'src/app/routes/didactics.tsx': [178, ['content']],
  'src/app/routes/attendance.tsx': [210, ['attendance', 'errors']],
  'src/app/routes/utility.tsx': [250, ['utility', 'doors', 'errors']],
  'src/app/routes/bookings.tsx': [270, ['bookings', 'errors']],
  'src/app/routes/shop.tsx': [280, ['shop', 'errors']],
  // The new-ticket form (its contract and the form library) is its own chunk, loaded when opened.
  'src/app/routes/tickets.tsx': [258, ['tickets', 'errors']],
  // The billing form checks IBANs against the registry (ibantools, decision 64): about 3 KB of it.
  // The passkeys of the access data and the login (their panel, button and texts): about 2.5 KB;
  // the WebAuthn library itself is fetched only when a passkey is used (decision 75). Its calls'
  // endpoints carry their body schemas (password policy, e-mail change): about 2.5 KB (decision 102).
  'src/app/routes/profile.tsx': [319, ['auth', 'profile', 'notifications', 'billing', 'shop', 'errors']],
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const indexPath = join(dist, 'index.html');
const bootPath = join(dist, 'boot.js');

if (!existsSync(manifestPath) || !existsSync(indexPath) || !existsSync(bootPath)) {
  console.error('apps/web/dist is missing or incomplete: run `npm run build -w apps/web` first.');
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The JavaScript files of `key` and its static imports. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

// The entry: index.html's script and the modules it preloads.
const entry = new Set();
for (const match of html.matchAll(
  /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
)) {
  const file = match[1] ?? match[2];
  const key = keyByFile.get(file);
  if (key) collect(key, entry);
  else entry.add(file);
}

const catalogueKey = (namespace, language) =>
  namespace === 'application'
    ? `src/i18n/${language}/application/index.ts`
    : `src/i18n/${language}/${namespace}.json`;

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const failures = [];
const row = (label, kb, budget) => {
  const over = kb > budget;
  if (over)
    failures.push(
      `${label}: ${kb.toFixed(1)} KB, over its ${budget} KB budget by ${(kb - budget).toFixed(1)} KB`,
    );
  console.log(
    `${over ? 'OVER' : 'ok  '} ${kb.toFixed(1).padStart(7)} KB gz  (budget ${String(budget).padStart(3)} KB)  ${label}`,
  );
};

row('before the first paint: /boot.js', gzipKb('boot.js'), BEFORE_FIRST_PAINT_KB);
const entryKb = sum(entry);
console.log(`     ${entryKb.toFixed(1).padStart(7)} KB gz  the entry's chunks: ${[...entry].join(', ')}`);

for (const [module, [budget, namespaces]] of Object.entries(PAGES)) {
  if (!manifest[module]) {
    failures.push(`${module} is not a chunk of its own: is it lazy-loaded?`);
    continue;
  }
  const route = collect(module, new Set(entry));
  const catalogues = Math.max(
    ...['it', 'en'].map((language) => {
      const files = new Set();
      for (const namespace of namespaces) collect(catalogueKey(namespace, language), files);
      for (const file of route) files.delete(file);
      return sum(files);
    }),
  );
  row(module.replace('src/app/routes/', 'page '), sum(route) + catalogues, budget);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
