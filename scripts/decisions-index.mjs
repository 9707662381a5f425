#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records, from their titles.
// With --check it only verifies that the index is up to date, and that every file path the docs
// cite exists (run by `npm test`'s lint step).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'docs/decisions';
const files = readdirSync(dir)
  .filter((f) => /^\d{4}-.*\.md$/.test(f))
  .sort();
const rows = files.map((file) => {
  const text = readFileSync(`${dir}/${file}`, 'utf8');
  const title = (text.match(/^#\s+(.*)$/m)?.[1] ?? file).replace(/^\d+\.\s*/, '');
  const status = (text.match(/^Status:\s*(\w+)/m)?.[1] ?? '').toLowerCase();
  return `| [${file.slice(0, 4)}](${file}) | ${title} | ${status} |`;
});
const index = `# Decision records

Each record says what was chosen where the specification or the architecture left a choice, and
why. Add one as \`NNNN-short-title.md\` (the next free number), with a \`# N. Title\` heading and a
\`Status:\` line, then run \`node scripts/decisions-index.mjs\` to rewrite this index.

| # | Decision | Status |
|---|---|---|
${rows.join('\n')}
`;
const indexPath = `${dir}/README.md`;
/** Folders a path in the docs may be written relative to (a feature's page says `components/x.tsx`). */
function citationRoots() {
  const subfolders = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${dir}/${entry.name}`)
      : [];
  return [
    '',
    'apps/server',
    'apps/server/src',
    'apps/server/src/db',
    'apps/server/src/modules',
    'apps/web',
    'apps/web/src',
    'apps/web/src/features',
    'packages/domain/src',
    'e2e',
    'docs',
    ...subfolders('apps/server/src/modules'),
    ...subfolders('apps/web/src/features'),
    ...subfolders('packages/domain/src'),
  ];
}

/** Made at run time or by the build: cited, never committed. */
const GENERATED = new Set(['apps/server/data', 'apps/web/dist', 'apps/web/dist-ssr', 'apps/server/dist']);

/** The paths in backticks of the docs (files with an extension, or folders of the repository) that do not exist. */
export function missingCitations(files) {
  const roots = citationRoots();
  const missing = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
      if (!token.includes('/') || /[<>*…{}|$]/.test(token) || token.startsWith('/') || token.includes('://'))
        continue;
      const isFile = /\.(ts|tsx|mjs|js|json|md|css|sh|ya?ml|sql)$/.test(token);
      const isFolder = /^(apps|packages|docs|e2e|scripts|bench)\//.test(token);
      if (!isFile && !isFolder) continue;
      const cited = token.replace(/^\.\//, '').replace(/\/$/, '');
      if ([...GENERATED].some((made) => cited === made || cited.startsWith(`${made}/`))) continue;
      const found =
        roots.some((root) => existsSync(path.join(root, cited))) ||
        existsSync(path.join(path.dirname(file), cited));
      if (!found) missing.push(`${file}: ${token}`);
    }
  }
  return missing;
}

const ARCHITECTURE_MAX_LINES = 250;

const docs = [
  'README.md',
  'CODE_STYLE.md',
  'bench/README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...(existsSync('docs/features') ? readdirSync('docs/features').map((f) => `docs/features/${f}`) : []),
].filter((file) => existsSync(file));

if (process.argv.includes('--check')) {
  const missing = missingCitations(docs);
  if (missing.length > 0) {
    console.error(`Paths cited by the docs that do not exist (fix the doc in the same change):`);
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`${docs.length} docs: every path they cite exists`);
  // The architecture is read in one sitting: what a feature does belongs to docs/features/.
  const architectureLines = readFileSync('docs/architecture.md', 'utf8').split('\n').length - 1;
  if (architectureLines > ARCHITECTURE_MAX_LINES) {
    console.error(
      `docs/architecture.md has ${architectureLines} lines, more than ${ARCHITECTURE_MAX_LINES}: move a feature's behaviour to docs/features/`,
    );
    process.exit(1);
  }
  console.log(`docs/architecture.md: ${architectureLines} lines (at most ${ARCHITECTURE_MAX_LINES})`);
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {}
  if (current !== index) {
    console.error(`${indexPath} is out of date: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
  console.log(`${indexPath}: ${files.length} decision records listed`);
} else {
  writeFileSync(indexPath, index);
  console.log(`${indexPath}: ${files.length} decision records listed`);
}
