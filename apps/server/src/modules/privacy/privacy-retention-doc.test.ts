import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RETENTION_RULES } from '@school/domain/privacy/retention';
import { describe, expect, it } from 'vitest';

/** docs/privacy-retention.md states the same periods as the domain's table (the one source). */
describe('docs/privacy-retention.md', () => {
  const doc = readFileSync(
    fileURLToPath(new URL('../../../../../docs/privacy-retention.md', import.meta.url)),
    'utf8',
  );

  it.each(RETENTION_RULES.map((r) => [r.kind, r] as const))(
    'states the period of %s as the table does',
    (kind, rule) => {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${kind}\` |`));
      expect(row, `a row for ${kind}`).toBeDefined();
      const period = row?.split('|')[3]?.trim();
      expect(period).toBe(
        rule.period ? `${rule.period.amount} ${rule.period.unit}` : 'while the account exists',
      );
    },
  );
});
