import path from 'node:path';
import { DOOR_KEYS, type DoorKey, type GeoPoint } from '@school/domain/doors/doors';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@school/domain/notifications/push-subscription';
import { z } from 'zod';

/**
 * The only place that reads process.env. Every variable is validated at start: a wrong value
 * stops the server with a message naming the variable. Documented in README.md.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));
/** A flag whose default depends on other variables: undefined when unset. */
const flag = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes'));

const _optionalUrl = z.url().optional();

/** A JSON variable, parsed then checked by `schema`. */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const doorPoint = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
const doorHttpUrl = z.url().regex(/^https?:\/\//, 'must be an http:// or https:// URL');

/**
 * Where the doors are when DOOR_POSITIONS does not say: the school in the Reggia di Colorno
 * (about 44.9294 N, 10.3764 E) — the gate on the square, the changing room and the inner one.
 * Staff correct them in the console; the configuration fills only doors missing from the database.
 */
export const DEFAULT_DOOR_POSITIONS: Readonly<Record<DoorKey, GeoPoint>> = {
  Cancello: { latitude: 44.92915, longitude: 10.37675 },
  Spogliatoio: { latitude: 44.92965, longitude: 10.376 },
  SpogliatoioInterno: { latitude: 44.9295, longitude: 10.3762 },
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public origin of the portal, used in mails, payment returns and OIDC redirects; by default
   * the address the server listens on, as `server.ts` prints it (`listenUrl`).
   */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Seed the demo accounts into an empty database: default on the embedded database outside production. */
  SEED_DEMO: flag(),
  /** Serve the built web app from this folder (history fallback to index.html). */
  WEB_DIST_DIR: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SECRETARIAT_EMAIL: z.email().default('segreteria@alma.scuolacucina.it'),
  ENROLMENT_EMAIL: z.email().default('enrolment@alma.scuolacucina.it'),
  /** "Contatta l'organizzazione: {email}": the events' address, and the exam sessions'. */
  BOOKINGS_EVENTS_EMAIL: z.email().default('eventi@alma.scuolacucina.it'),
  BOOKINGS_EXAMS_EMAIL: z.email().default('esami@alma.scuolacucina.it'),
  /** How long a freed seat is held for the next person on the waiting list (never past the deadline). */
  BOOKING_OFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(12 * 60),
  /** The seller printed on the shop's receipts: name, address and VAT number. */
  SHOP_SELLER_NAME: z.string().min(1).max(200).default('ALMA – La Scuola Internazionale di Cucina Italiana'),
  SHOP_SELLER_ADDRESS: z.string().min(1).max(300).default('Piazza Garibaldi 26, 43052 Colorno (PR), Italia'),
  SHOP_SELLER_VAT_NUMBER: z.string().min(1).max(40).default('IT00000000000'),
  MAIL_FROM: z.string().min(3).default('ALMA <no-reply@alma.scuolacucina.it>'),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes into the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Show the local outbox to signed-in staff at /outbox (only without SMTP_URL; never in production). */
  OUTBOX_VIEW: bool(false),
  /**
   * The journeys' put-back of the demo state (`/api/e2e/snapshot` and `/api/e2e/restore`, open to
   * anyone): only the e2e portals set it; never in production.
   */
  E2E_STATE_RESET: bool(false),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Allow http:// identity providers (local test providers only). */
  OIDC_ALLOW_INSECURE: bool(false),
  METRICS: bool(true),
  /** The API's OpenAPI contract at /api/openapi.json and its browser at /api/docs (public, production too). */
  API_DOCS: bool(true),
  /** Bearer token of /api/metrics; required in production (metrics are off there without it). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The specification's test pages (/stepPagamentoTEST, /logintest…): default on outside production only. */
  TEST_PAGES: flag(),
  /** Use the built-in test checkout (no money is taken); in production only when set to true. */
  PAYMENTS_TEST_CHECKOUT: flag(),
  /**
   * Signs the classrooms' rotating attendance codes (HMAC). Required in production, the same on
   * every instance; elsewhere, when unset, one is generated once and kept in DATA_DIR/keys.
   */
  ATTENDANCE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Stripe: with both keys set, card payments go through Stripe Checkout; else the test checkout. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (a local stub in tests). */
  STRIPE_API_URL: z.url().optional(),
  /** Trust X-Forwarded-* from a load balancer in front (client address for rate limits). */
  TRUST_PROXY: bool(false),
  /** Uploaded files go to this S3-compatible bucket; without it to DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  /** Endpoint of an S3-compatible store (MinIO, Ceph, R2...); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (http://host/bucket/key), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: bool(false),
  /** Set by npm: the directory `npm run` was started from (command-line tools resolve paths there). */
  INIT_CWD: z.string().min(1).optional(),
  /** Prefix of every object key in the bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'must hold only safe key characters')
    .default(''),
  /** Door positions as JSON, e.g. {"Cancello":{"latitude":44.9291,"longitude":10.3767}}; missing doors keep the defaults. */
  DOOR_POSITIONS: json(z.partialRecord(z.enum(DOOR_KEYS), doorPoint)).optional(),
  /** How door commands leave: `log` (only logged, the default), `mqtt` or `http`. */
  DOOR_CONTROLLER: z.enum(['log', 'mqtt', 'http']).default('log'),
  /** How long a door command may take before it counts as failed. */
  DOOR_CONTROLLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The MQTT broker (mqtt://, mqtts://, ws://, wss://; user and password in the URL if needed). */
  DOOR_MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?):\/\//, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
    .optional(),
  /** The topic of a command; {door} is replaced by the door's key. */
  DOOR_MQTT_TOPIC: z.string().min(1).max(200).default('alma/doors/{door}/open'),
  /** The payload of a command; {door}, {requestedBy} (a user id) and {at} (ISO time) are replaced. */
  DOOR_MQTT_PAYLOAD: z
    .string()
    .min(1)
    .max(2000)
    .default('{"door":"{door}","requestedBy":"{requestedBy}","at":"{at}"}'),
  /** The relay's URL; {door} is replaced by the door's key (or DOOR_HTTP_URLS, one per door). */
  DOOR_HTTP_URL: doorHttpUrl.optional(),
  /** One relay URL per door as JSON, e.g. {"Cancello":"https://relay-1.local/open"}; wins over DOOR_HTTP_URL. */
  DOOR_HTTP_URLS: json(z.partialRecord(z.enum(DOOR_KEYS), doorHttpUrl)).optional(),
  /** The bearer token sent to the relay. */
  DOOR_HTTP_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The VAPID key pair web push is signed with (base64url, as `web-push generate-vapid-keys` prints
   * them): set both or neither. Without them a pair is generated once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url')
    .optional(),
  /** Who the push services may contact about our pushes: a mailto: or https: URL (default: the secretariat's mailto:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  /**
   * How many push messages one instance sends per second at most: a fan-out to thousands paces
   * itself so that the requests of the moment keep their speed (bench/push.bench.ts).
   */
  PUSH_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Open the students' weekly survey every week from its day 5 (the hourly job; decision 52). */
  WEEKLY_SURVEY: bool(true),
  /** The push services' hosts a subscription's endpoint may be on, comma-separated (a host or its subdomains). */
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'must be host names separated by commas')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Names of every variable read (deployment files are checked against it). */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /** PUBLIC_URL was set; otherwise publicUrl is the listening address (`listenUrl`). */
  publicUrlSet: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  webDistDir: string | undefined;
  cookieSecure: boolean;
  bodyLimit: number;
  rateLimitPerMinute: number;
  login: { maxPerAccount: number; maxPerAddress: number; windowMs: number };
  secretariatEmail: string;
  enrolmentEmail: string;
  bookings: { eventsEmail: string; examsEmail: string; offerMinutes: number };
  shop: { sellerName: string; sellerAddress: string; sellerVatNumber: string };
  mailFrom: string;
  smtpUrl: string | undefined;
  outboxView: boolean;
  /** The journeys' snapshot and restore of the demo state are served (E2E_STATE_RESET; never in production). */
  e2eStateReset: boolean;
  /** The test pages of the route table (/stepPagamentoTEST, /logintest…). */
  testPages: boolean;
  /** Stripe when its keys are set, else the built-in test checkout (in production only when asked for). */
  payments: 'stripe' | 'test';
  providers: { google: ProviderConfig | null; apple: ProviderConfig | null };
  oidcAllowInsecure: boolean;
  metrics: { token: string | undefined } | null;
  /** /api/openapi.json and /api/docs are served (API_DOCS). */
  apiDocs: boolean;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  trustProxy: boolean;
  storage: StorageConfig;
  /** The attendance codes' signing secret; null outside production when unset (then kept in DATA_DIR/keys). */
  attendanceSecret: string | null;
  /** Where relative paths given to command-line tools are resolved (npm's INIT_CWD, else the working directory). */
  invocationDir: string;
  doors: DoorsConfig;
  push: PushConfig;
  /**
   * The WebAuthn relying party of passkeys, from PUBLIC_URL: its host name is the rpID (passkeys
   * work on that domain only) and its origin the one a browser's answer must come from.
   */
  passkeys: { rpId: string; rpName: string; origin: string };
  /** The hourly job that opens the weekly survey runs. */
  weeklySurvey: boolean;
}

/** Web push (decision 51): the VAPID keys when configured, the subject, the push services allowed. */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string } | null;
  subject: string;
  serviceHosts: readonly string[];
  ratePerSecond: number;
}

/** The doors: their positions when missing from the database, and how commands reach them (platform/doors). */
export interface DoorsConfig {
  positions: Record<DoorKey, GeoPoint>;
  timeoutMs: number;
  controller:
    | { kind: 'log' }
    | { kind: 'mqtt'; url: string; topic: string; payload: string }
    | { kind: 'http'; urls: Record<DoorKey, string>; token: string | undefined };
}

/** Where uploaded files are kept (platform/storage). */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

export class ConfigError extends Error {}

/**
 * The address a browser opens to reach a server listening on `host` and `port`: the one
 * `server.ts` prints and the default PUBLIC_URL. The IPv4 loopback and the IPv4 wildcard (every
 * interface) are reached by the loopback's name, `localhost`: browsers refuse passkeys on an IP
 * address, and every browser resolves that name to the loopback. The IPv6 wildcard is reached on
 * its loopback, written in brackets like any IPv6 address.
 */
export function listenUrl(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const reachable = bare === '0.0.0.0' || bare === '127.0.0.1' ? 'localhost' : bare === '::' ? '::1' : bare;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function provider(issuer: string, id?: string, secret?: string): ProviderConfig | null {
  return id && secret ? { issuer, clientId: id, clientSecret: secret } : null;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a shell does not trip validation.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && e.OUTBOX_VIEW) {
    throw new ConfigError(
      'Invalid configuration:\n  OUTBOX_VIEW: the outbox shows every mail (reset links included) and is never on in production',
    );
  }
  if (production && e.E2E_STATE_RESET) {
    throw new ConfigError(
      'Invalid configuration:\n  E2E_STATE_RESET: the journeys’ put-back of the demo state is open to anyone and never on in production',
    );
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : null;
  if (!stripe && production && e.PAYMENTS_TEST_CHECKOUT !== true) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: no payment provider in production; set both, or PAYMENTS_TEST_CHECKOUT=true to take no real payments',
    );
  }
  if (!stripe && e.PAYMENTS_TEST_CHECKOUT === false) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_TEST_CHECKOUT: false needs a payment provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
    );
  }
  if (production && !e.ATTENDANCE_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  ATTENDANCE_SECRET: required in production (the same on every instance), at least 32 characters',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? listenUrl(e.HOST, e.PORT)).replace(/\/$/, '');
  const doors = doorsConfig(e);
  const push: PushConfig = {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SECRETARIAT_EMAIL}`,
    serviceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(',').map((h) => h.toLowerCase())
      : DEFAULT_PUSH_SERVICE_HOSTS,
    ratePerSecond: e.PUSH_RATE_PER_SECOND,
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    testPages: e.TEST_PAGES ?? !production,
    webDistDir: e.WEB_DIST_DIR,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : e.COOKIE_SECURE === 'true',
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    login: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    secretariatEmail: e.SECRETARIAT_EMAIL,
    enrolmentEmail: e.ENROLMENT_EMAIL,
    bookings: {
      eventsEmail: e.BOOKINGS_EVENTS_EMAIL,
      examsEmail: e.BOOKINGS_EXAMS_EMAIL,
      offerMinutes: e.BOOKING_OFFER_MINUTES,
    },
    shop: {
      sellerName: e.SHOP_SELLER_NAME,
      sellerAddress: e.SHOP_SELLER_ADDRESS,
      sellerVatNumber: e.SHOP_SELLER_VAT_NUMBER,
    },
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    outboxView: e.OUTBOX_VIEW && !e.SMTP_URL,
    e2eStateReset: e.E2E_STATE_RESET,
    providers: {
      google: provider(e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      apple: provider(e.APPLE_ISSUER, e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
    },
    oidcAllowInsecure: e.OIDC_ALLOW_INSECURE,
    metrics: e.METRICS && (!production || e.METRICS_TOKEN) ? { token: e.METRICS_TOKEN } : null,
    apiDocs: e.API_DOCS,
    stripe,
    payments: stripe ? 'stripe' : 'test',
    trustProxy: e.TRUST_PROXY,
    attendanceSecret: e.ATTENDANCE_SECRET ?? null,
    invocationDir: e.INIT_CWD ?? process.cwd(),
    doors,
    push,
    passkeys: {
      rpId: new URL(publicUrl).hostname,
      rpName: 'ALMA',
      origin: new URL(publicUrl).origin,
    },
    weeklySurvey: e.WEEKLY_SURVEY,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : { kind: 'local', dir: path.resolve(e.DATA_DIR, 'files') },
  };
}

function doorsConfig(e: Env): DoorsConfig {
  const positions = { ...DEFAULT_DOOR_POSITIONS, ...e.DOOR_POSITIONS } as Record<DoorKey, GeoPoint>;
  const base = { positions, timeoutMs: e.DOOR_CONTROLLER_TIMEOUT_MS };
  if (e.DOOR_CONTROLLER === 'mqtt') {
    if (!e.DOOR_MQTT_URL) {
      throw new ConfigError('Invalid configuration:\n  DOOR_MQTT_URL: required with DOOR_CONTROLLER=mqtt');
    }
    return {
      ...base,
      controller: {
        kind: 'mqtt',
        url: e.DOOR_MQTT_URL,
        topic: e.DOOR_MQTT_TOPIC,
        payload: e.DOOR_MQTT_PAYLOAD,
      },
    };
  }
  if (e.DOOR_CONTROLLER === 'http') {
    const urls: Partial<Record<DoorKey, string>> = {};
    for (const door of DOOR_KEYS) {
      const url = e.DOOR_HTTP_URLS?.[door] ?? e.DOOR_HTTP_URL?.replaceAll('{door}', encodeURIComponent(door));
      if (!url) {
        throw new ConfigError(
          `Invalid configuration:\n  DOOR_HTTP_URL, DOOR_HTTP_URLS: no relay URL for the door ${door} with DOOR_CONTROLLER=http`,
        );
      }
      urls[door] = url;
    }
    if (!e.DOOR_HTTP_TOKEN && e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  DOOR_HTTP_TOKEN: required with DOOR_CONTROLLER=http in production',
      );
    }
    return {
      ...base,
      controller: { kind: 'http', urls: urls as Record<DoorKey, string>, token: e.DOOR_HTTP_TOKEN },
    };
  }
  return { ...base, controller: { kind: 'log' } };
}
