import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The API tests, on the embedded database (`server`) or the machine's PostgreSQL (`server-postgres`). */
function serverProject(name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: './apps/server',
      include: ['src/**/*.test.ts'],
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['./src/test/global-setup.ts'],
      pool: 'forks',
      // The files share a process and its loaded modules (each has its own app and database):
      // loading the server once per file was half the time of the suite.
      isolate: false,
    },
  };
}

/**
 * `npm test` runs every project in one vitest run (scripts/test.mjs), so the API tests waiting on
 * PostgreSQL leave the processor to the others.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      serverProject('server-postgres', 'postgres'),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Worker threads, each file isolated. The faster `vmThreads` pool let files sharing a
          // thread time out on the catalogues' dynamic imports.
          pool: 'threads',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
