import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcProvider } from '../../apps/server/src/test/oidc-provider.ts';
import { OIDC_PORT, PORTAL_PORT, PORTAL_URL } from './env.ts';

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
 * Starts a local OpenID Connect provider (for both Google and Apple sign-in) and the portal
 * server on a fresh embedded database with the demo data, serving the built web app.
 */
export default async function globalSetup() {
  // A portal left running on the port would answer the health check instead of ours.
  if (await isAnswering(PORTAL_URL)) {
    throw new Error(`${PORTAL_URL} is already in use: stop what listens there (or set E2E_PORT)`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // The tests read the demo school's private key under it (decrypting an encrypted upload).
  process.env.E2E_DATA_DIR = dataDir;
  const callback = (provider: string) => `${PORTAL_URL}/api/auth/oidc/${provider}/callback`;
  const oidc = await startOidcProvider({
    port: OIDC_PORT,
    clients: [
      { clientId: 'e2e-google', clientSecret: 'e2e-google-secret', redirectUris: [callback('google')] },
      { clientId: 'e2e-apple', clientSecret: 'e2e-apple-secret', redirectUris: [callback('apple')] },
    ],
  });

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      // As `npm start` runs the demo (production refuses the outbox, the test checkout and demo accounts).
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORTAL_PORT),
      PUBLIC_URL: PORTAL_URL,
      DATA_DIR: dataDir,
      // Always the embedded database, local files and the local outbox, whatever the shell has.
      DATABASE_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      OUTBOX_VIEW: 'true',
      SEED_DEMO: 'true',
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
    },
  });

  const teardown = async () => {
    await stop(server);
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(PORTAL_URL, server);
    const index = await fetch(`${PORTAL_URL}/`);
    if (!index.ok || !(await index.text()).includes('<div id="root">')) {
      throw new Error(`the portal does not serve the web app: run "npm run build -w apps/web" first`);
    }
  } catch (err) {
    await teardown();
    throw err;
  }

  return teardown;
}
