import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobSchedules } from '../../db/schema/index.ts';
import { loggedError } from '../../lib/log.ts';

/**
 * One kind of background work. `run` receives what `send` stored (JSON: plain values only) and
 * throws to fail; a failed job runs again `retryLimit` times, the delays doubling from
 * `retryDelaySeconds`, then stays `failed`. A job may run more than once (an instance that dies
 * mid-run gives it back), so `run` must be safe to repeat.
 */
export interface JobDefinition<T extends object> {
  name: string;
  run(data: T): Promise<void>;
  /** Runs after the first failure (default 3). */
  retryLimit?: number;
  /** Delay before the first retry, doubled for each next one (default 30 s). */
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed, and the runner moves on (default 15 min). */
  timeoutSeconds?: number;
}

export interface SendOptions {
  /** Not before this moment (reminders, offers that expire). */
  startAfter?: Date;
}

/** A job as a store hands it to the runner. */
export interface ClaimedJob {
  id: string;
  data: object;
}

/** Where the jobs wait: the embedded table or pg-boss. */
export interface JobStore {
  readonly kind: 'embedded' | 'pg-boss';
  send(
    db: DbOrTx,
    name: string,
    data: object,
    options: SendOptions & { retryLimit: number; retryDelaySeconds: number; timeoutSeconds: number },
  ): Promise<void>;
  /** Makes ready, outside any transaction, what sending a job of this name needs (see `Jobs.prepare`). */
  prepare(name: string): Promise<void>;
  /** Claims up to `limit` due jobs of one name; a claimed job is `active` until completed or failed. */
  claim(name: string, limit: number): Promise<ClaimedJob[]>;
  complete(name: string, id: string): Promise<void>;
  fail(name: string, id: string, error: string): Promise<void>;
  /** Gives back the jobs a previous run of this process left active, and forgets old ones. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The background job runner, the same over both stores (architecture rule 8): use cases `send`
 * a job inside their own transaction, so a rolled-back action leaves no job and a committed one
 * cannot lose it; every instance's runner claims due jobs with row locks, so each runs once.
 */
export interface Jobs {
  readonly kind: JobStore['kind'];
  /** Registers the handler of a job (at start-up, before the runner runs). */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Sends `job` once every `minutes` minutes, first at the first run after start-up. */
  every<T extends object>(job: JobDefinition<T>, minutes: number, data: T): void;
  /**
   * Makes ready what sending `job` needs (pg-boss: its schema and its queue, made at first use on
   * the pool's own connections). Call it before a transaction that sends the job while holding a
   * lock many requests wait on: otherwise, at the first send, the pool's connections can all be
   * held by requests waiting for that lock, and the send waits for a connection that never frees.
   */
  prepare<T extends object>(job: JobDefinition<T>): Promise<void>;
  /** Stores a job in the caller's transaction (or at once with `db`). */
  send<T extends object>(db: DbOrTx, job: JobDefinition<T>, data: T, options?: SendOptions): Promise<void>;
  /** Sends the recurring jobs that are due, then runs every due job until none is left. */
  runDue(): Promise<number>;
  /** Runs `runDue` now and every `pollSeconds` until `stop` (the server; tests call `runDue`). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
const BATCH = 10;

/** What a failed job keeps as its error: the code (when it has one) and the message. */
function errorText(err: unknown): string {
  const { code, message } = loggedError(err);
  return code === undefined ? message : `${code}: ${message}`;
}

const timeoutSeconds = (job: JobDefinition<object>) => job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;

/** `job.run(data)`, rejected once it has run longer than the job's timeout. */
async function runWithTimeout(job: JobDefinition<object>, data: object) {
  let timer: NodeJS.Timeout | undefined;
  const limit = timeoutSeconds(job);
  try {
    await Promise.race([
      job.run(data),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${limit} s`)), limit * 1000);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createJobs(options: {
  db: Db;
  store: JobStore;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollSeconds?: number;
  /** Told of every run (the metrics). */
  onSettled?: (job: string, outcome: 'completed' | 'failed', seconds: number) => void;
}): Jobs {
  const { db, store, log, onSettled } = options;
  const pollMs = (options.pollSeconds ?? 5) * 1000;
  const definitions = new Map<string, JobDefinition<object>>();
  const schedules = new Map<string, { minutes: number; data: object; isStored?: boolean }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function send(tx: DbOrTx, name: string, data: object, sendOptions: SendOptions = {}) {
    const job = definitions.get(name);
    if (!job) throw new Error(`job ${name} is not defined`);
    await store.send(tx, name, data, {
      ...sendOptions,
      retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelaySeconds: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      timeoutSeconds: timeoutSeconds(job),
    });
  }

  /**
   * Sends the recurring jobs that are due. A pass where none is due only reads; a due one is
   * moved forward by a conditional update and its job sent in the same transaction, so only one
   * instance sends it.
   */
  async function sendDueSchedules() {
    if (schedules.size === 0) return;
    for (const [name, schedule] of schedules) {
      if (schedule.isStored) continue;
      // A schedule seen for the first time is due now; a known one keeps its next run.
      await db
        .insert(jobSchedules)
        .values({ name, everyMinutes: schedule.minutes, nextRunAt: sql`now()` })
        .onConflictDoUpdate({ target: jobSchedules.name, set: { everyMinutes: schedule.minutes } });
      schedule.isStored = true;
    }
    const due = await db
      .select({ name: jobSchedules.name })
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...schedules.keys()]), lte(jobSchedules.nextRunAt, sql`now()`)));
    for (const { name } of due) {
      const schedule = schedules.get(name);
      if (!schedule) continue;
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(jobSchedules)
          .set({ nextRunAt: sql`now() + ${schedule.minutes} * interval '1 minute'` })
          .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, sql`now()`)))
          .returning({ name: jobSchedules.name });
        if (moved.length > 0) await send(tx, name, schedule.data);
      });
    }
  }

  async function runJobs(): Promise<number> {
    let ran = 0;
    for (const job of definitions.values()) {
      for (;;) {
        const claimed = await store.claim(job.name, BATCH);
        if (claimed.length === 0) break;
        for (const { id, data } of claimed) {
          ran++;
          const started = performance.now();
          try {
            await runWithTimeout(job, data);
            await store.complete(job.name, id);
            onSettled?.(job.name, 'completed', (performance.now() - started) / 1000);
          } catch (err) {
            // The error itself: the logger's serializer gives its type, code and message.
            log.warn({ job: job.name, jobId: id, err }, 'job failed');
            onSettled?.(job.name, 'failed', (performance.now() - started) / 1000);
            await store.fail(job.name, id, errorText(err));
          }
        }
      }
    }
    return ran;
  }

  function runDue(): Promise<number> {
    // One pass at a time per instance; row locks keep instances apart.
    running ??= (async () => {
      await sendDueSchedules();
      return runJobs();
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function poll() {
    // A pass that fails (database unreachable) is logged with its error; the next one tries again.
    void runDue().catch((err: unknown) => log.error({ err }, 'job run failed'));
  }

  return {
    kind: store.kind,
    define(job) {
      definitions.set(job.name, job as JobDefinition<object>);
    },
    every(job, minutes, data) {
      definitions.set(job.name, job as JobDefinition<object>);
      schedules.set(job.name, { minutes, data });
    },
    prepare: (job) => store.prepare(job.name),
    send: (tx, job, data, sendOptions) => send(tx, job.name, data, sendOptions),
    runDue,
    async start() {
      await store.start();
      poll();
      timer = setInterval(poll, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      await store.stop();
    },
  };
}
