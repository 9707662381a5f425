import type { Endpoint } from '@school/domain/shared/endpoint';
import { describe, expect, it } from 'vitest';

/**
 * The few calls of the first page load spell their paths (they must not load the contracts'
 * validators, decision 11; everywhere else the lint refuses a path written by hand, decision 102).
 * Each path they spell must still be one the contracts declare.
 */
const firstLoadFiles = import.meta.glob<string>(
  [
    './me.ts',
    './app-config.ts',
    './record-event.ts',
    './offline-cache.ts',
    '../features/notifications/api/list-notifications.ts',
    '../features/profile/api/update-language.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
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
  it('reads the six files and the declared endpoints', () => {
    expect(Object.keys(firstLoadFiles)).toHaveLength(6);
    expect(declared.length).toBeGreaterThan(200);
  });

  it.each(Object.entries(firstLoadFiles))('%s spells only declared paths', (_file, source) => {
    const paths = spelt(source);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !isDeclared(path))).toEqual([]);
  });

  it('refuses a path no endpoint declares (the check can fail)', () => {
    expect(isDeclared('/api/me')).toBe(true);
    expect(isDeclared('/api/profile/languages')).toBe(false);
  });
});
