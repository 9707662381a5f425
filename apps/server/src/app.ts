import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import metrics from 'fastify-metrics';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { logSerializers } from './lib/log.ts';
import { safeEqual } from './lib/tokens.ts';
import { modules } from './modules/index.ts';
import type { Notifier } from './modules/notifications/notify.ts';
import { pushDeliveryJob, type VapidKeyStore, vapidKeyStore } from './modules/notifications/push.service.ts';
import { type IdentityProvider, openIdProvider, type ProviderName } from './platform/identity/oidc.ts';
import { createJobStore } from './platform/jobs/create-job-store.ts';
import { createJobs, type Jobs } from './platform/jobs/jobs.ts';
import { createMailer, type Mailer, type MailTransport, smtpTransport } from './platform/mail/mailer.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import { stripeProvider } from './platform/payments/stripe.ts';
import { testCheckoutProvider } from './platform/payments/test-checkout.ts';
import { webPushSender } from './platform/push/push-sender.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import access from './plugins/app/access.ts';
import apiCaching from './plugins/app/api-caching.ts';
import auth from './plugins/app/auth.ts';
import bodyLimit from './plugins/app/body-limit.ts';
import csrf from './plugins/app/csrf.ts';
import db from './plugins/app/db.ts';
import errors from './plugins/app/errors.ts';
import input from './plugins/app/input.ts';
import publicUrl from './plugins/app/public-url.ts';
import compression from './plugins/external/compression.ts';
import openapi from './plugins/external/openapi.ts';
import security from './plugins/external/security.ts';
import webApp from './plugins/external/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identityProviders: Partial<Record<ProviderName, IdentityProvider>>;
    /** The background job runner; `server.ts` starts it, tests call `jobs.runDue()`. */
    jobs: Jobs;
    paymentProvider: PaymentProvider;
    /** How features notify a person: `notifyUser(tx, app.notifier, …)` (modules/notifications/notify.ts). */
    notifier: Notifier;
    /** The VAPID keys web push is signed with. */
    vapid: VapidKeyStore;
  }
  interface FastifyRequest {
    /**
     * When the request reached the server (ms since the epoch), before it waited for the
     * database: time-bound checks (a classroom code's window) judge the moment the person acted.
     */
    arrivedAt: number;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Overrides the SMTP transport (tests); by default SMTP when configured, else the outbox. */
  mailTransport?: MailTransport | null;
  /** Overrides the payment provider; by default Stripe when configured, else the test checkout. */
  paymentProvider?: PaymentProvider;
  /** Overrides the file storage (tests); by default S3 when configured, else DATA_DIR/files. */
  storage?: FileStorage;
  /** The https agent web push posts through (tests: one that trusts a local push service). */
  pushAgent?: Agent;
  logger?: FastifyServerOptions['logger'];
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Secrets never reach the logs. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/** The application: its plugin order is its architecture. `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: REDACT,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.mailTransport !== undefined
      ? options.mailTransport
      : config.smtpUrl
        ? smtpTransport(config.smtpUrl)
        : null;
  const mailer: Mailer = createMailer({ db: database.db, from: config.mailFrom, transport, log: app.log });
  const storage = options.storage ?? createStorage(config.storage);

  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = Date.now();
    done();
  });

  // External plugins
  await app.register(cookie);
  await app.register(db, { config, database, mailer, storage });
  await app.register(security);
  await app.register(compression);
  // The API's contract and its browser, public unless API_DOCS=false (docs/operations.md).
  if (config.apiDocs) await app.register(openapi);
  if (config.metrics) {
    const token = config.metrics.token;
    await app.register(metrics, {
      endpoint: {
        url: '/api/metrics',
        method: 'GET',
        logLevel: 'fatal',
        exposeHeadRoute: false,
        // With METRICS_TOKEN (required in production) only `Authorization: Bearer <token>` reads them.
        onRequest: async (request, reply) => {
          if (token && !safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
            await reply.status(404).send();
          }
        },
        handler: () => undefined,
      },
      clearRegisterOnInit: true,
      routeMetrics: { enabled: true },
    });
  }

  const jobRuns = config.metrics
    ? new app.metrics.client.Histogram({
        name: 'jobs_run_seconds',
        help: 'Background job runs, by job and outcome',
        labelNames: ['job', 'outcome'],
      })
    : null;
  const jobs = createJobs({
    db: database.db,
    store: createJobStore(database),
    log: app.log,
    onSettled: (job, outcome, seconds) => jobRuns?.observe({ job, outcome }, seconds),
  });
  // Each feature module defines its jobs (and its recurring ones) when it is registered below.
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  // Web push goes out as jobs (decision 51): every notification's push, after its transaction.
  const vapid = vapidKeyStore(database.db, config.push);
  const pushJob = pushDeliveryJob({
    db: database.db,
    jobs,
    sender: webPushSender({ subject: config.push.subject, agent: options.pushAgent }),
    vapid,
    log: app.log,
    serviceHosts: config.push.serviceHosts,
    ratePerSecond: config.push.ratePerSecond,
  });
  app.decorate('vapid', vapid);
  app.decorate('notifier', { jobs, mailer, pushJob });

  // App plugins
  await app.register(errors);
  await app.register(bodyLimit);
  await app.register(apiCaching);
  await app.register(publicUrl);
  await app.register(csrf);
  await app.register(auth);
  await app.register(access);
  await app.register(input);
  const providers: Partial<Record<ProviderName, IdentityProvider>> = {};
  for (const name of ['google', 'apple'] as const) {
    const provider = config.providers[name];
    if (provider) providers[name] = openIdProvider(provider, { allowInsecure: config.oidcAllowInsecure });
  }
  app.decorate('identityProviders', providers);
  app.decorate(
    'paymentProvider',
    options.paymentProvider ??
      (config.stripe ? stripeProvider(config.stripe) : testCheckoutProvider(config.publicUrl)),
  );

  // Feature modules
  for (const { plugin, prefix } of modules) await app.register(plugin, { prefix });

  await app.register(webApp, { root: config.webDistDir });
  return app;
}
