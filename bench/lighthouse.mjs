#!/usr/bin/env node
// Lighthouse (mobile profile, Debian's Chromium) on the portal as `npm start` serves it: the
// production build started with plain node on a fresh embedded database with the demo data.
// Home as a visitor; the profile, step 1 of the application and the candidate area signed in as
// the demo candidate. Prints performance, accessibility, LCP, TBT and CLS. Not a test.
// Run: `npm run build && npm run bench:lighthouse` (LIGHTHOUSE_PORT, CHROME_PATH to change).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4352);
const base = `http://127.0.0.1:${PORT}`;
const CANDIDATE = { username: 'candidato@demo.alma.it', password: 'Alma2026!' };
const PAGES = [
  { url: '/', signedIn: false },
  { url: '/profilo', signedIn: true },
  { url: '/candidatura/CUCINA-2027A/1', signedIn: true },
  { url: '/areacandidato', signedIn: true },
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the portal exited: run `npm run build` first');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the portal did not start');
}

async function signIn() {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const { token } = await csrfRes.json();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `csrf=${token}` },
    body: JSON.stringify(CANDIDATE),
  });
  if (!res.ok) throw new Error(`demo candidate sign-in: ${res.status}`);
  return [`csrf=${token}`, ...res.headers.getSetCookie().map((line) => line.split(';')[0])].join('; ');
}

let chrome;
try {
  await waitHealthy();
  const cookie = await signIn();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page.url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
    });
    const { categories, audits } = result.lhr;
    rows.push({
      page: `${page.url}${page.signedIn ? ' (signed in)' : ''}`,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    });
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.details?.overallSavingsMs > 100)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
    if (failing.length > 0) console.log(`${page.url}: opportunities ${failing.join(', ')}`);
  }
  console.log('\n| page | performance | accessibility | LCP | TBT | CLS |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  await rm(dataDir, { recursive: true, force: true });
}
