#!/usr/bin/env node
// Gzipped size of the JavaScript the home page loads: the entry script of apps/web/dist/index.html,
// its static imports, the lazy chunk of the home route with its own static imports, and the
// catalogue chunks the home route fetches (content namespace, both languages: the current one and
// the English fallback).
// Exits 1 when the total is above the budget (180 KB gzipped).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const HOME_ROUTE = 'src/app/routes/home.tsx';
const HOME_CATALOGUES = ['src/i18n/it/content.json', 'src/i18n/en/content.json'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const indexPath = join(dist, 'index.html');

if (!existsSync(manifestPath) || !existsSync(indexPath)) {
  console.error('apps/web/dist is missing or has no Vite manifest: run `npm run build -w apps/web` first.');
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');

/** Manifest keys by output file, to follow the scripts named in index.html. */
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

if (!manifest[HOME_ROUTE]) {
  console.error(`The home route (${HOME_ROUTE}) is not a chunk of its own: is it lazy-loaded?`);
  process.exit(2);
}

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

// What index.html loads: the entry script and the modules it preloads.
for (const match of html.matchAll(
  /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
)) {
  const file = match[1] ?? match[2];
  const key = keyByFile.get(file);
  if (key) collect(key);
  else files.add(file);
}
collect(HOME_ROUTE);
for (const catalogue of HOME_CATALOGUES) collect(catalogue);

const rows = [...files].map((file) => {
  const content = readFileSync(join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const row of rows)
  console.log(`${kb(row.gzip).padStart(8)} KB gz  ${kb(row.raw).padStart(8)} KB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalKb = total / 1024;
console.log(
  `\nHome page JavaScript: ${totalKb.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB).`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
