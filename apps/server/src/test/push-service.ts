import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/**
 * A local push service for the tests (RFC 8030) over https with a self-signed certificate made
 * here. Each push is checked the way a real push service and browser would: the VAPID JWT's ES256
 * signature against the public key sent beside it (RFC 8292), its audience and expiry, then the
 * aes128gcm body decrypted with the subscription's private key and auth secret (RFC 8291, 8188).
 */

export interface ReceivedPush {
  /** The path's last segment: which subscription it was for. */
  id: string;
  payload: unknown;
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: string | undefined;
}

/** A browser's side of a subscription: its keys, and the JSON it would send to the portal. */
export interface TestSubscription {
  id: string;
  endpoint: string;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

const b64u = (b: Buffer) => b.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291: the plaintext of an aes128gcm push body (one record). */
export function decryptPush(body: Buffer, subscription: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = subscription.privateKey.getPublicKey();
  const shared = subscription.privateKey.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(subscription.authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Verifies `vapid t=<jwt>, k=<key>` (ES256 over the JWT's first two parts) and answers its claims. */
export function verifyVapid(authorization: string | undefined): {
  claims: ReceivedPush['claims'];
  key: string;
} {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not a P-256 public key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), key };
}

export interface LocalPushService {
  origin: string;
  /** An https agent that trusts this service's certificate (for `createTestApp({ pushAgent })`). */
  agent: https.Agent;
  received: ReceivedPush[];
  /** Requests refused because their signature or encryption was wrong. */
  refused: string[];
  /** Answers this status to the subscription's next pushes (then 201 again once `times` are used). */
  answer(id: string, status: number, times?: number): void;
  subscription(): TestSubscription;
  close(): Promise<void>;
}

/** The service's certificate for `localhost` and its private key (PEM). */
export interface PushServiceCertificate {
  cert: string;
  key: string;
}

/** A new self-signed certificate for `localhost`, as the service makes for itself. */
export async function pushServiceCertificate(): Promise<PushServiceCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * `check: false` (benchmarks) answers 201 to every push after counting it, without the checks: a
 * real push service's work is not done on the portal's machine. `certificate`: the one to serve
 * (one a portal in another process already trusts, e.g. through NODE_EXTRA_CA_CERTS) instead of
 * a new one.
 */
export async function startPushService(
  options: { check?: boolean; certificate?: PushServiceCertificate } = {},
): Promise<LocalPushService> {
  const pems = options.certificate ?? (await pushServiceCertificate());
  const subscriptions = new Map<string, TestSubscription>();
  const scripted = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = https.createServer({ key: pems.key, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const script = scripted.get(id);
      if (script && script.times > 0) {
        script.times--;
        res.writeHead(script.status).end();
        return;
      }
      if (options.check === false) {
        received.push({
          id,
          payload: null,
          claims: { aud: '', exp: 0, sub: '' },
          vapidPublicKey: '',
          ttl: undefined,
        });
        res.writeHead(201).end();
        return;
      }
      const subscription = subscriptions.get(id);
      try {
        if (!subscription) throw new Error(`unknown subscription ${id}`);
        if (req.method !== 'POST') throw new Error('not a POST');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { claims, key } = verifyVapid(req.headers.authorization);
        if (claims.aud !== origin) throw new Error(`audience ${claims.aud}`);
        if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600 * 1000 + 60_000)
          throw new Error('expiry out of range');
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), subscription).toString('utf8'));
        received.push({
          id,
          payload,
          claims,
          vapidPublicKey: key,
          ttl: req.headers.ttl as string | undefined,
        });
        res.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://localhost:${port}`;
  // "localhost" as IPv4, where the service listens.
  const agent = new https.Agent({ ca: pems.cert, keepAlive: true, family: 4, autoSelectFamily: false });

  return {
    origin,
    agent,
    received,
    refused,
    answer(id, status, times = Number.POSITIVE_INFINITY) {
      scripted.set(id, { status, times });
    },
    subscription() {
      const privateKey = createECDH('prime256v1');
      privateKey.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      const endpoint = `${origin}/push/${id}`;
      const subscription: TestSubscription = {
        id,
        endpoint,
        privateKey,
        authSecret,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64u(privateKey.getPublicKey()), auth: b64u(authSecret) },
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
