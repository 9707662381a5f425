import type { Endpoint } from '@school/domain/shared/endpoint';
import { describe, expect, it } from 'vitest';
import lintPlugin from '../../../../biome-plugins/web-calls-from-endpoints.grit?raw';

/**
 * The few calls of the first page load spell their paths (they must not load the contracts'
 * validators, decision 11; everywhere else the lint refuses a path written by hand, decision 102).
 * They are named once, as the lint plugin's exceptions (the client itself aside); each path they
 * spell must still be one the contracts declare.
 */
const firstLoadFiles = [...lintPlugin.matchAll(/r"\.\*apps\/web\/src\/([^"]+)"/g)]
  .map((match) => (match[1] ?? '').replaceAll('\\.', '.'))
  .filter((file) => file.endsWith('.ts') && file !== 'lib/api-client.ts');

/** The web app's sources by their path under src/ (read only for the files named above). */
const webSources = new Map(
  Object.entries(import.meta.glob<string>('../**/*.ts', { query: '?raw', import: 'default' })).map(
    ([key, load]) => [key.replace(/^\.\.\//, '').replace(/^\.\//, 'lib/'), load],
  ),
);

const endpointModules = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/domain/src/*/contracts/*endpoints.ts',
  { eager: true },
);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;

const declared = Object.values(endpointModules).flatMap((module) => Object.values(module).filter(isEndpoint));

/** Whether a spelt path is a declared one (a `:name` of the declaration stands for any segment). */
const isDeclared = (path: string) =>
  declared.some(({ path: pattern }) =>
    new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`).test(path),
  );

/** The paths a source spells: its strings and templates beginning with /api/, up to a query or a `${`. */
const spelt = (source: string) =>
  [...source.matchAll(/['`](\/api\/[^'`?$]*)/g)].map((match) => match[1] ?? '');

describe('the paths spelt by the first page load', () => {
  it("reads the lint's six first-load files and the declared endpoints", () => {
    expect(firstLoadFiles).toHaveLength(6);
    expect(firstLoadFiles).toContain('features/profile/api/update-language.ts');
    expect(declared.length).toBeGreaterThan(200);
  });

  it.each(firstLoadFiles)('%s spells only declared paths', async (file) => {
    const load = webSources.get(file);
    expect(load, `${file} exists`).toBeDefined();
    const paths = spelt((await load?.()) ?? '');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !isDeclared(path))).toEqual([]);
  });

  it('refuses a path no endpoint declares (the check can fail)', () => {
    expect(isDeclared('/api/me')).toBe(true);
    expect(isDeclared('/api/profile/languages')).toBe(false);
  });
});
