import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './support/database.ts';
import { PORTAL_URL } from './support/env.ts';

function chromiumPath(): string {
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/bash' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

/**
 * e2e tests in Debian's Chromium against the built web app served by the real API server
 * (started by global-setup: one per worker, each on a fresh database of its own with the demo
 * data, and a local OpenID Connect provider standing in for Google and Apple). Each worker's
 * journeys talk to its own portal (PORTAL_URL follows the worker's slot).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Room for a machine three to four times slower than a quiet one (a journey of 15 s here took
  // over 60 s on a busy CI host): a passing journey takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: PORTAL_URL,
    trace: 'on-first-retry',
    // A new context installs the service worker, which downloads every file of the app to
    // precache it: about a third of the suite's time. The journey of the offline badge allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
});
