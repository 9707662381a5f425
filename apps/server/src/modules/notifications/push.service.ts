import type { SubscribePushBody } from '@school/domain/notifications/contracts/push';
import { acceptedPushEndpoint, normalizePushEndpoint } from '@school/domain/notifications/push-subscription';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import { generateVapidKeys, type PushSender, type VapidKeys } from '../../platform/push/push-sender.ts';
import type { PushDeliveryData } from './notify.ts';

/** A push job re-sends what a push service asked to retry, this many times, the delays doubling. */
export const PUSH_MAX_ATTEMPTS = 4;
export const PUSH_RETRY_DELAY_SECONDS = 30;
/** How many messages of one job are on their way at once. */
const CONCURRENCY = 16;

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; otherwise the pair kept
 * in the database, generated at the first need. Two instances doing that at once agree: the
 * insert keeps the first row, and both read it back. Read once per app.
 */
export function vapidKeyStore(db: Db, config: PushConfig) {
  let loaded: Promise<VapidKeys> | null = null;
  async function load(): Promise<VapidKeys> {
    if (config.vapid) return config.vapid;
    const fresh = generateVapidKeys();
    await db
      .insert(pushVapidKeys)
      .values({ id: 1, ...fresh })
      .onConflictDoNothing();
    const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
    if (!row) throw new Error('no VAPID keys');
    return { publicKey: row.publicKey, privateKey: row.privateKey };
  }
  return {
    keys(): Promise<VapidKeys> {
      loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return loaded;
    },
  };
}
export type VapidKeyStore = ReturnType<typeof vapidKeyStore>;

/**
 * Keeps this browser's subscription for the person. A new endpoint is stored; the person's own
 * endpoint again is "already subscribed" (its keys refreshed); an endpoint another person holds
 * moves to this one only with the same keys (the same browser, signed in by someone else), and
 * is refused otherwise. Only https endpoints on the push services' hosts are accepted (the server
 * posts there), and they are kept normalised (`acceptedPushEndpoint`).
 */
export async function subscribe(
  db: Db,
  config: PushConfig,
  userId: string,
  body: SubscribePushBody,
): Promise<{ created: boolean }> {
  const endpoint = acceptedPushEndpoint(body.endpoint, config.serviceHosts);
  if (endpoint === null) {
    throw new AppError(400, 'request.invalid', 'The endpoint is not a known push service', {
      endpoint: 'push.unknownService',
    });
  }
  const expiresAt = typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt })
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning({ id: pushSubscriptions.id });
    if (inserted.length > 0) return { created: true };
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .for('update');
    if (!existing) throw new AppError(409, 'push.endpointTaken', 'The subscription changed meanwhile');
    const sameKeys = existing.p256dh === body.keys.p256dh && existing.auth === body.keys.auth;
    if (existing.userId !== userId && !sameKeys) {
      throw new AppError(409, 'push.endpointTaken', 'This endpoint belongs to another subscription');
    }
    await tx
      .update(pushSubscriptions)
      .set({ userId, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt })
      .where(eq(pushSubscriptions.id, existing.id));
    return { created: existing.userId !== userId };
  });
}

/**
 * Forgets one of the person's own subscriptions (the endpoint as the browser gives it, matched in
 * the form it was kept); 404 for an endpoint that is not theirs.
 */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  const kept = normalizePushEndpoint(endpoint) ?? endpoint;
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, kept), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * At most `perSecond` starts a second, evenly spaced, for everyone who shares it (one per app: the
 * push jobs of an instance): `take` resolves when the next start is allowed.
 */
export function rateLimiter(perSecond: number) {
  const gap = 1000 / perSecond;
  let next = 0;
  return {
    async take(): Promise<void> {
      const now = performance.now();
      const at = Math.max(now, next);
      next = at + gap;
      if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    },
  };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The push delivery job: encrypts and posts the message to each subscription still there, 16 at
 * once and at most PUSH_RATE_PER_SECOND a second per instance, no transaction open. A subscription the push service says is gone (404, 410) is deleted;
 * those it asks to retry (429, 5xx, no answer) go into a new job for later (up to
 * PUSH_MAX_ATTEMPTS, the delay doubling), so a retry never sends twice to the ones that got it;
 * refusals are logged. Run again after a crash, a job may send some messages twice, never none.
 */
export function pushDeliveryJob(deps: {
  db: Db;
  jobs: Jobs;
  sender: PushSender;
  vapid: VapidKeyStore;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The push services' hosts (PUSH_SERVICE_HOSTS): nothing is posted anywhere else. */
  serviceHosts: readonly string[];
  /** Messages per second at most (PUSH_RATE_PER_SECOND); unlimited when absent. */
  ratePerSecond?: number;
}): JobDefinition<PushDeliveryData> {
  const pace = deps.ratePerSecond ? rateLimiter(deps.ratePerSecond) : null;
  const job: JobDefinition<PushDeliveryData> = {
    name: 'push.deliver',
    retryLimit: 3,
    timeoutSeconds: 5 * 60,
    run: async ({ subscriptionIds, payload, attempt }) => {
      if (subscriptionIds.length === 0) return;
      const targets = await deps.db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, subscriptionIds));
      const vapid = await deps.vapid.keys();
      const text = JSON.stringify(payload);
      const gone: string[] = [];
      const retry: string[] = [];
      await eachLimited(targets, CONCURRENCY, async (target) => {
        // A subscription kept before endpoints were normalised, or on a host no longer allowed.
        if (acceptedPushEndpoint(target.endpoint, deps.serviceHosts) !== target.endpoint) {
          deps.log.warn({ subscription: target.id }, 'push subscription not on a push service: deleted');
          gone.push(target.id);
          return;
        }
        await pace?.take();
        const outcome = await deps.sender.send(target, text, vapid);
        if (outcome.kind === 'gone') gone.push(target.id);
        else if (outcome.kind === 'retry') retry.push(target.id);
        else if (outcome.kind === 'rejected')
          deps.log.warn(
            { status: outcome.status, subscription: target.id },
            'push refused by the push service',
          );
      });
      if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (retry.length === 0) return;
      if (attempt + 1 >= PUSH_MAX_ATTEMPTS) {
        deps.log.warn({ count: retry.length }, 'push not delivered after the last attempt');
        return;
      }
      const delay = PUSH_RETRY_DELAY_SECONDS * 2 ** attempt;
      await deps.jobs.send(
        deps.db,
        job,
        { subscriptionIds: retry, payload, attempt: attempt + 1 },
        { startAfter: new Date(Date.now() + delay * 1000) },
      );
    },
  };
  return job;
}
