import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startOidcProvider } from '../../apps/server/src/test/oidc-provider.ts';
import { pushServiceCertificate } from '../../apps/server/src/test/push-service.ts';
import * as e2eApi from '../../packages/domain/src/e2e/contracts/endpoints.ts';
import { E2E_DATABASE, E2E_PG_ADMIN_URL, E2E_WORKERS } from './database.ts';
import { oidcPort, PUSH_SERVICE_CERT, PUSH_SERVICE_KEY, portalPort, portalUrl, postToPortal } from './env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built web app to serve: apps/web/dist, or another build (E2E_WEB_DIST) left alone by rebuilds. */
const webDist = path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist');

async function isAnswering(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal server did not answer ${url}/api/health in ${timeoutMs} ms`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * Starts, for each Playwright worker, a local OpenID Connect provider (for both Google and Apple
 * sign-in) and a portal server with the demo data, serving the built web app: on a fresh
 * PostgreSQL database of its own (`E2E_DATABASE=postgres`, the default when the machine's
 * PostgreSQL answers), or on a fresh embedded database (one worker). The portals post web push
 * to the local push service the journeys start (https on `localhost`), whose certificate is made
 * here and trusted by them.
 */
export default async function globalSetup() {
  const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);
  // A portal left running on a port would answer the health check instead of ours.
  for (const slot of slots) {
    if (await isAnswering(portalUrl(slot))) {
      throw new Error(`${portalUrl(slot)} is already in use: stop what listens there (or set E2E_PORT)`);
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // The tests read the demo school's private key under it (decrypting an encrypted upload).
  process.env.E2E_DATA_DIR = dataDir;
  // The local push service's certificate: the journeys serve it, the portals trust it.
  const pushCertificate = await pushServiceCertificate();
  writeFileSync(path.join(dataDir, PUSH_SERVICE_CERT), pushCertificate.cert);
  writeFileSync(path.join(dataDir, PUSH_SERVICE_KEY), pushCertificate.key, { mode: 0o600 });

  let admin: pg.Client | null = null;
  let pgBase = '';
  const databases: string[] = [];
  if (E2E_DATABASE === 'postgres') {
    admin = new pg.Client({ connectionString: E2E_PG_ADMIN_URL });
    await admin.connect();
    const base = `portal_e2e_${process.pid}_${Date.now()}`;
    for (const slot of slots) {
      databases.push(`${base}_w${slot}`);
      await admin.query(`create database "${base}_w${slot}"`);
    }
    pgBase = E2E_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${base}`);
  }

  const providers: Array<{ close(): Promise<void> }> = [];
  const servers: ChildProcess[] = [];
  const teardown = async () => {
    await Promise.all(servers.map(stop));
    await Promise.all(providers.map((p) => p.close()));
    if (admin) {
      for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (const slot of slots) {
      const url = portalUrl(slot);
      const callback = (provider: string) => `${url}/api/auth/oidc/${provider}/callback`;
      const oidc = await startOidcProvider({
        port: oidcPort(slot),
        clients: [
          { clientId: 'e2e-google', clientSecret: 'e2e-google-secret', redirectUris: [callback('google')] },
          { clientId: 'e2e-apple', clientSecret: 'e2e-apple-secret', redirectUris: [callback('apple')] },
        ],
      });
      providers.push(oidc);
      const slotDir = path.join(dataDir, `w${slot}`);
      mkdirSync(slotDir, { recursive: true });
      const server = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
        {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: {
            ...process.env,
            // As `npm start` runs the demo (production refuses the outbox, the test checkout and demo accounts).
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            PORT: String(portalPort(slot)),
            PUBLIC_URL: url,
            DATA_DIR: slotDir,
            // This worker's database (or the embedded one), local files and the local outbox,
            // whatever the shell has.
            DATABASE_URL: admin ? `${pgBase}_w${slot}` : '',
            S3_BUCKET: '',
            SMTP_URL: '',
            OUTBOX_VIEW: 'true',
            SEED_DEMO: 'true',
            // The demo state remembered below and put back after each journey (support/test.ts).
            E2E_STATE_RESET: 'true',
            // Expected failures (wrong passwords, refused provider sign-ins) log warnings: keep the output to errors.
            LOG_LEVEL: 'error',
            WEB_DIST_DIR: webDist,
            RATE_LIMIT_PER_MINUTE: '100000',
            // Every test browser comes from 127.0.0.1: the per-address pause would stop the suite; the
            // per-account limit keeps its default.
            LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
            GOOGLE_ISSUER: oidc.issuer,
            GOOGLE_CLIENT_ID: 'e2e-google',
            GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
            APPLE_ISSUER: oidc.issuer,
            APPLE_CLIENT_ID: 'e2e-apple',
            APPLE_CLIENT_SECRET: 'e2e-apple-secret',
            OIDC_ALLOW_INSECURE: 'true',
            // Web push goes to the journeys' local push service (no browser's push service is
            // reachable from here): its host allowed, its self-signed certificate trusted.
            PUSH_SERVICE_HOSTS: 'localhost',
            NODE_EXTRA_CA_CERTS: path.join(dataDir, PUSH_SERVICE_CERT),
          },
        },
      );
      servers.push(server);
    }
    await Promise.all(servers.map((server, slot) => waitForHealth(portalUrl(slot), server)));
    const index = await fetch(`${portalUrl(0)}/`);
    if (!index.ok || !(await index.text()).includes('<div id="root">')) {
      throw new Error(`the portal does not serve the web app: run "npm run build -w apps/web" first`);
    }
    // Each portal remembers its demo state as seeded, before any journey changes it.
    for (const slot of slots) await postToPortal(slot, e2eApi.snapshot);
  } catch (err) {
    await teardown();
    throw err;
  }

  return teardown;
}
