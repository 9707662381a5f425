#!/usr/bin/env node
// Lighthouse (Debian's Chromium) on the portal as `npm start` serves it: the production build
// started with plain node on a fresh embedded database with the demo data. Each page runs three
// times (mobile profile; the staff console on the desktop profile) and the table gives the median
// performance, accessibility, LCP, TBT and CLS, with the machine's load average beside them.
// `--baseline <dir>` runs the same pages on another build (a checkout with its own node_modules, whose apps/web/dist and
// apps/server/dist were built, e.g. the last landed commit) in the same run, so the two tables
// can be read side by side. Not a test.
// Run: `npm run build && npm run bench:lighthouse [-- --baseline <dir>] [-- --runs 3] [-- --only /utility]`
// (LIGHTHOUSE_PORT, CHROME_PATH to change).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4352);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Alma2026!';
const ACCOUNTS = {
  student: 'studente@demo.alma.it',
  candidate: 'candidato@demo.alma.it',
  employee: 'dipendente@demo.alma.it',
};
/** `as`: the demo account signed in (none: a visitor); `desktop`: the laptop profile. */
const ALL_PAGES = [
  { url: '/' },
  { url: '/corsi' },
  { url: '/profilo' },
  { url: '/candidatura/CUCINA-2027A/0' },
  { url: '/', as: 'student' },
  { url: '/utility', as: 'student' },
  { url: '/prenotazioni', as: 'student' },
  { url: '/ecommerce/shop', as: 'student' },
  { url: '/areacandidato', as: 'candidate' },
  { url: '/candidatura/CUCINA-2027A/1', as: 'candidate' },
  { url: '/staff', as: 'employee', desktop: true },
];
const PAGES = args.only ? ALL_PAGES.filter((p) => args.only.includes(p.url)) : ALL_PAGES;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function startPortal(checkout, dataDir) {
  const server = spawn('node', [path.join(checkout, 'apps/server/dist/server.js')], {
    cwd: path.join(checkout, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(checkout, 'apps/web/dist'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  return server;
}

async function waitHealthy(server) {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error('the portal exited: run `npm run build` first');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the portal did not start');
}

async function signIn(username) {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const { token } = await csrfRes.json();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `csrf=${token}` },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`${username} sign-in: ${res.status}`);
  return [`csrf=${token}`, ...res.headers.getSetCookie().map((line) => line.split(';')[0])].join('; ');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs every page RUNS times on the portal built in `checkout`; returns a row per page. */
async function measure(checkout, label) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  const server = startPortal(checkout, dataDir);
  let chrome;
  try {
    await waitHealthy(server);
    const cookies = {};
    for (const [who, username] of Object.entries(ACCOUNTS)) cookies[who] = await signIn(username);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const rows = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${base}${page.url}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: page.as ? { Cookie: cookies[page.as] } : undefined,
          },
          page.desktop ? desktopConfig : undefined,
        );
        const { categories, audits } = result.lhr;
        runs.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
        if (args.verbose) {
          const failing = Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.details?.overallSavingsMs > 100)
            .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
          if (failing.length > 0) console.log(`${label} ${page.url}: opportunities ${failing.join(', ')}`);
        }
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      const row = {
        page: `${page.url}${page.as ? ` (${page.as}${page.desktop ? ', laptop' : ''})` : ''}`,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        load: os.loadavg()[0],
      };
      rows.push(row);
      console.log(`${label}: ${row.page} ${row.performance} (LCP ${(row.lcp / 1000).toFixed(1)} s)`);
    }
    return rows;
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(label, rows) {
  console.log(`\n${label} (median of ${RUNS})\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | load |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.load.toFixed(2)} |`,
    );
  }
}

console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const current = await measure(root, 'this build');
const baseline = args.baseline ? await measure(path.resolve(args.baseline), 'baseline') : undefined;
print(`This build (${root})`, current);
if (baseline) print(`Baseline (${path.resolve(args.baseline)})`, baseline);
console.log(
  `\nload average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
