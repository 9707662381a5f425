#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records, from their titles.
// With --check it only verifies that the index is up to date (run by `npm test`'s lint step).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

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
const path = `${dir}/README.md`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current !== index) {
    console.error(`${path} is out of date: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
  console.log(`${path}: ${files.length} decision records listed`);
} else {
  writeFileSync(path, index);
  console.log(`${path}: ${files.length} decision records listed`);
}
