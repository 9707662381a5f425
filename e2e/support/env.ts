import type { Endpoint } from '../../packages/domain/src/shared/endpoint.ts';

/**
 * Where the e2e portals and their local identity providers listen (fixed, loopback only).
 *
 * Each Playwright worker has a portal of its own, on a database of its own, so that journeys in
 * two workers never see each other's changes: worker slot `i` (TEST_PARALLEL_INDEX, set by
 * Playwright in the worker process) uses the portal on `E2E_PORT + 2i` and its identity provider
 * on the next port. In the runner's own process (global setup) there is no slot: `portalUrl(i)`
 * names each one.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

export function portalPort(slot: number): number {
  return BASE_PORT + 2 * slot;
}

/**
 * The portal by the name `localhost` (it listens on 127.0.0.1): passkeys need a domain as their
 * relying party, and browsers refuse WebAuthn on an IP address.
 */
export function portalUrl(slot: number): string {
  return `http://localhost:${portalPort(slot)}`;
}

/**
 * Calls one of portal `slot`'s endpoints that take no body (the put-back of the demo state): its
 * answer, or an error that stops the run.
 */
export async function postToPortal(slot: number, call: Endpoint): Promise<unknown> {
  const res = await fetch(`${portalUrl(slot)}${call.path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${call.method} ${call.path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export function oidcPort(slot: number): number {
  return BASE_PORT + 2 * slot + 1;
}

export function oidcUrl(slot: number): string {
  return `http://127.0.0.1:${oidcPort(slot)}`;
}

/** This worker's slot (0 outside a worker). */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const PORTAL_URL = portalUrl(SLOT);
export const OIDC_URL = oidcUrl(SLOT);

/** The data directory of this worker's portal (its uploads and keys), set by global setup. */
export function portalDataDir(): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
  return `${root}/w${SLOT}`;
}

/**
 * The local push service's certificate and key (PEM), written by global setup under E2E_DATA_DIR:
 * the portals trust the certificate, the journeys serve it (support/push.ts).
 */
export const PUSH_SERVICE_CERT = 'push-service-cert.pem';
export const PUSH_SERVICE_KEY = 'push-service-key.pem';

export const SECRETARIAT_EMAIL = 'segreteria@alma.scuolacucina.it';
/** The password of every demo account (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'Alma2026!';
export const DEMO = {
  candidato: 'candidato@demo.alma.it',
  studente: 'studente@demo.alma.it',
  studente2: 'studente2@demo.alma.it',
  studente3: 'studente3@demo.alma.it',
  diplomato: 'diplomato@demo.alma.it',
  dipendente: 'dipendente@demo.alma.it',
  insegnante: 'insegnante@demo.alma.it',
  esterno: 'esterno@demo.alma.it',
  bloccato: 'bloccato@demo.alma.it',
} as const;
