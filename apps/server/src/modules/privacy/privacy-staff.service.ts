import type {
  ErasureDecisionBody,
  ListErasuresQuery,
  ListErasuresResponse,
  StaffErasure,
  StaffErasureRow,
} from '@school/domain/privacy/contracts/staff-privacy';
import { erasurePlan } from '@school/domain/privacy/erasure';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, pageAnswer } from '../../db/list-page.ts';
import { personMatches } from '../../db/people-search.ts';
import { type ErasureRequestRow, erasureRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditStaffChange, checkVersion, rowVersion } from '../staff/staff-changes.ts';
import { erasureRefusedMail, MY_DATA_PATH } from './privacy.mails.ts';
import * as repo from './privacy.repository.ts';
import { languageOf, type PrivacyDeps } from './privacy.service.ts';
import { erasureJob } from './privacy-erasure.ts';

/**
 * The secretariat's erasure requests (area `privacy`): the list, a request with what the erasure
 * keeps and why (the domain's `erasurePlan`), and the decision — confirm (the erasure job runs)
 * or refuse with a reason (the person is mailed) — on the version read, audited.
 */

const erasureNotFound = () => new AppError(404, 'privacy.erasureNotFound', 'Erasure request not found');
const alreadyDecided = () => new AppError(409, 'privacy.erasureDecided', 'The request was already decided');
const enrolmentInProgress = () =>
  new AppError(
    409,
    'privacy.enrolmentInProgress',
    'An enrolment is in progress: the erasure waits until it ends',
  );

const person = alias(users, 'person');
const decider = alias(users, 'decider');

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

type ListRow = {
  request: ErasureRequestRow;
  person: { id: string; firstName: string; lastName: string; email: string };
};

function toRow(row: ListRow): StaffErasureRow {
  return {
    id: row.request.id,
    status: row.request.status,
    requestedAt: row.request.createdAt.toISOString(),
    person: { id: row.person.id, name: fullName(row.person), email: row.person.email },
    version: rowVersion(erasureRequests, row.request),
  };
}

const personColumns = {
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
};

/** The requests, oldest first (the longest waiting on top), by status and person. */
export async function listErasures(db: DbOrTx, query: ListErasuresQuery): Promise<ListErasuresResponse> {
  const where: SQL | undefined = and(
    query.status ? eq(erasureRequests.status, query.status) : undefined,
    query.search ? personMatches(person, query.search) : undefined,
  );
  const page = await listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ request: erasureRequests, person: personColumns })
        .from(erasureRequests)
        .innerJoin(person, eq(person.id, erasureRequests.userId))
        .where(where)
        .orderBy(asc(erasureRequests.createdAt), asc(erasureRequests.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(erasureRequests)
        .innerJoin(person, eq(person.id, erasureRequests.userId))
        .where(where),
    JSON.stringify(['privacy.erasures', query]),
  );
  return pageAnswer(query, page, toRow);
}

/** One request, with what its erasure keeps and why (nothing left to keep once it is done). */
export async function getErasure(db: DbOrTx, id: string, now = new Date()): Promise<StaffErasure> {
  const [row] = await db
    .select({
      request: erasureRequests,
      person: personColumns,
      decider: { firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(erasureRequests)
    .innerJoin(person, eq(person.id, erasureRequests.userId))
    .leftJoin(decider, eq(decider.id, erasureRequests.decidedBy))
    .where(eq(erasureRequests.id, id));
  if (!row) throw erasureNotFound();
  const { request } = row;
  const plan =
    request.status === 'done'
      ? { keep: [], blocked: false }
      : erasurePlan(await repo.erasureFacts(db, request.userId), now);
  return {
    ...toRow(row),
    note: request.note,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decidedBy: row.decider ? fullName(row.decider) : null,
    refusalReason: request.refusalReason,
    doneAt: request.doneAt?.toISOString() ?? null,
    keep: plan.keep,
    blocked: plan.blocked,
  };
}

/**
 * Confirms or refuses a pending request on the version read: lock, check the version, re-check
 * (still pending; no enrolment in progress for a confirmation), write, audit, and — in the same
 * transaction — send the erasure job or queue the refusal's mail.
 */
export async function decideErasure(
  deps: PrivacyDeps,
  staffId: string,
  id: string,
  body: ErasureDecisionBody,
): Promise<StaffErasure> {
  const job = erasureJob(deps);
  await deps.jobs.prepare(job);
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockErasure(tx, id);
    if (!locked) throw erasureNotFound();
    checkVersion(erasureRequests, locked, body.version);
    if (locked.status !== 'pending') throw alreadyDecided();
    const now = new Date();
    const user = await repo.lockUser(tx, locked.userId);
    if (!user) throw erasureNotFound();
    let after: ErasureRequestRow | undefined;
    if (body.decision === 'confirm') {
      if (erasurePlan(await repo.erasureFacts(tx, user.id), now).blocked) throw enrolmentInProgress();
      [after] = await tx
        .update(erasureRequests)
        .set({ status: 'confirmed', decidedBy: staffId, decidedAt: now, updatedAt: now })
        .where(eq(erasureRequests.id, id))
        .returning();
      await deps.jobs.send(tx, job, { requestId: id });
    } else {
      [after] = await tx
        .update(erasureRequests)
        .set({
          status: 'refused',
          decidedBy: staffId,
          decidedAt: now,
          refusalReason: body.reason,
          updatedAt: now,
        })
        .where(eq(erasureRequests.id, id))
        .returning();
      if (user.email) {
        await deps.mailer.enqueue(
          tx,
          erasureRefusedMail(user.email, user.firstName, languageOf(user), {
            reason: body.reason,
            link: `${deps.publicUrl}${MY_DATA_PATH}`,
          }),
        );
      }
    }
    if (!after) throw erasureNotFound();
    await auditStaffChange(tx, { by: staffId, table: erasureRequests, before: locked, after });
  });
  void deps.mailer.flush();
  return getErasure(deps.db, id);
}
