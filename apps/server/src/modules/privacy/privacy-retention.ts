import type {
  RetentionDueItem,
  RetentionOverviewResponse,
} from '@school/domain/privacy/contracts/staff-privacy';
import {
  CLOSED_APPLICATION_STATUSES,
  closedDocumentDeletable,
  isIdentityOrMedicalDocument,
  REFUSED_CANDIDATE_STATUS,
  RETENTION_NOTICE_DAYS,
  retentionCutoff,
  retentionEnd,
  retentionPeriod,
} from '@school/domain/privacy/retention';
import { and, desc, eq, inArray, isNotNull, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  documents,
  enrolments,
  payments,
  privacyExports,
  privacyLog,
  users,
} from '../../db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import * as repo from './privacy.repository.ts';
import type { PrivacyDeps } from './privacy.service.ts';
import { deleteFilesJob } from './privacy-erasure.ts';

/**
 * The retention rules enforced (the periods: `packages/domain/src/privacy/retention.ts`): identity
 * and medical documents of a refused or withdrawn application once their period from its closing
 * has passed — unless an enrolment in progress or an open payment of the person needs them —,
 * exports past their expiry, and privacy log entries past theirs. Sign-in records are the auth
 * cleanup's. Each run is one transaction, logged with its counts; files go after the commit.
 */

const DAY = 86_400_000;
const person = alias(users, 'retention_person');

const lowerIn = (column: SQLWrapper, values: readonly string[]) =>
  sql`lower(trim(${column})) in (${sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  )})`;

/**
 * Documents of closed applications closed before `closedBefore`, with what decides whether they
 * may go: the document's kind (identity or medical), an enrolment in progress, an open payment.
 */
async function closedApplicationDocuments(db: DbOrTx, closedBefore: Date) {
  const rows = await db
    .select({
      id: documents.id,
      type: documents.type,
      name: documents.name,
      applicationFile: documents.applicationFile,
      storageKey: documents.storageKey,
      closedAt: applications.updatedAt,
      person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
      enrolmentInProgress: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.userId} = ${applications.userId} and (${enrolments.isActive} or ${enrolments.isActiveHousing}))`,
      paymentOpen: sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${applications.userId} and ${payments.status} = 'pending')`,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .innerJoin(person, eq(person.id, applications.userId))
    .where(
      and(
        isNotNull(documents.storageKey),
        lte(applications.updatedAt, closedBefore),
        sql`(${lowerIn(applications.applicationStatus, CLOSED_APPLICATION_STATUSES)} or ${lowerIn(applications.generalStatus, [REFUSED_CANDIDATE_STATUS])})`,
      ),
    )
    .orderBy(applications.updatedAt, documents.id);
  return rows.filter((r) => isIdentityOrMedicalDocument(r));
}

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** What is due for deletion now or within the notice period, each with whether it is held back. */
export async function retentionDue(db: DbOrTx, now = new Date()): Promise<RetentionDueItem[]> {
  const horizon = new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY);
  const period = retentionPeriod('closedApplicationDocuments');
  const due: RetentionDueItem[] = [];
  for (const d of await closedApplicationDocuments(db, retentionCutoff(horizon, period))) {
    due.push({
      kind: 'closedApplicationDocuments',
      recordId: d.id,
      label: d.name,
      documentType: d.type,
      person: { id: d.person.id, name: nameOf(d.person) },
      dueAt: retentionEnd(d.closedAt, period).toISOString(),
      held: Boolean(d.enrolmentInProgress) || Boolean(d.paymentOpen),
    });
  }
  const exports = await db
    .select({
      id: privacyExports.id,
      expiresAt: privacyExports.expiresAt,
      person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    })
    .from(privacyExports)
    .innerJoin(person, eq(person.id, privacyExports.userId))
    .where(and(eq(privacyExports.status, 'ready'), lte(privacyExports.expiresAt, horizon)))
    .orderBy(privacyExports.expiresAt);
  for (const e of exports) {
    due.push({
      kind: 'dataExport',
      recordId: e.id,
      label: 'ZIP',
      documentType: null,
      person: { id: e.person.id, name: nameOf(e.person) },
      dueAt: (e.expiresAt ?? now).toISOString(),
      held: false,
    });
  }
  return due.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

/** One run: deletes what is due and not held, logs the run; returns the counts. */
export async function runRetention(deps: PrivacyDeps, actorId: string | null, now = new Date()) {
  const filesJob = deleteFilesJob(deps.storage);
  await deps.jobs.prepare(filesJob);
  return deps.db.transaction(async (tx) => {
    const period = retentionPeriod('closedApplicationDocuments');
    const deletable = (await closedApplicationDocuments(tx, retentionCutoff(now, period))).filter((d) =>
      closedDocumentDeletable(
        {
          closedAt: d.closedAt,
          enrolmentInProgress: Boolean(d.enrolmentInProgress),
          paymentOpen: Boolean(d.paymentOpen),
        },
        now,
      ),
    );
    const keys: string[] = deletable.flatMap((d) => (d.storageKey ? [d.storageKey] : []));
    if (deletable.length > 0) {
      await tx.delete(documents).where(
        inArray(
          documents.id,
          deletable.map((d) => d.id),
        ),
      );
    }
    const expired = await tx
      .delete(privacyExports)
      .where(and(eq(privacyExports.status, 'ready'), lte(privacyExports.expiresAt, now)))
      .returning({ storageKey: privacyExports.storageKey });
    for (const e of expired) if (e.storageKey) keys.push(e.storageKey);
    const oldLog = await tx
      .delete(privacyLog)
      .where(lt(privacyLog.at, retentionCutoff(now, retentionPeriod('privacyLog'))))
      .returning({ id: privacyLog.id });
    const counts = { documents: deletable.length, exports: expired.length, logEntries: oldLog.length };
    await repo.logPrivacyEvent(tx, { event: 'retentionRun', userId: null, actorId, details: counts });
    if (keys.length > 0) await deps.jobs.send(tx, filesJob, { keys });
    return counts;
  });
}

/** The recurring run (once a day; safe to repeat: what was deleted is no longer due). */
export function retentionJob(deps: PrivacyDeps): JobDefinition<Record<string, never>> {
  return {
    name: 'privacy.retention',
    retryLimit: 1,
    async run() {
      await runRetention(deps, null);
    },
  };
}

/** The staff's view: what is due within the notice period, and the latest runs. */
export async function retentionOverview(db: DbOrTx, now = new Date()): Promise<RetentionOverviewResponse> {
  const runner = alias(users, 'retention_runner');
  const runs = await db
    .select({
      at: privacyLog.at,
      details: privacyLog.details,
      runner: { firstName: runner.firstName, lastName: runner.lastName },
    })
    .from(privacyLog)
    .leftJoin(runner, eq(runner.id, privacyLog.actorId))
    .where(eq(privacyLog.event, 'retentionRun'))
    .orderBy(desc(privacyLog.at), desc(privacyLog.id))
    .limit(10);
  return {
    due: await retentionDue(db, now),
    runs: runs.map((r) => ({
      at: r.at.toISOString(),
      by: r.runner ? nameOf(r.runner) : null,
      documents: Number(r.details.documents ?? 0),
      exports: Number(r.details.exports ?? 0),
      logEntries: Number(r.details.logEntries ?? 0),
    })),
  };
}
