import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { VISA_STATUS } from '@school/domain/candidate/visa';
import type { ListDocumentQueueQuery } from '@school/domain/staff/contracts/document-queue';
import type { ListVisaQueueQuery } from '@school/domain/staff/contracts/visa-queue';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countOf, listPage } from '../../db/list-page.ts';
import { containsPattern, personContact } from '../../db/people-search.ts';
import {
  applications,
  billingExports,
  billingRecords,
  documentQueueRank,
  documents,
  encryptionKeys,
  erasureRequests,
  users,
  visas,
} from '../../db/schema/index.ts';

/** The general statuses that end the secretariat's review (statoGenerale__c, compared lower-case). */
const REVIEWED_GENERAL_STATUSES = ['validato', 'non valido'];

/** Documents "In attesa di validazione" (index documents_status_idx). */
export function countDocumentsToValidate(db: DbOrTx) {
  return countOf(
    db.select({ n: count() }).from(documents).where(eq(documents.status, DOCUMENT_STATUS.awaitingValidation)),
  );
}

/** Applications with the fee paid whose general status is neither validated nor refused. */
export function countApplicationsToReview(db: DbOrTx) {
  return countOf(
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          isNotNull(applications.feePaidAt),
          or(
            isNull(applications.generalStatus),
            sql`lower(trim(${applications.generalStatus})) not in (${sql.join(
              REVIEWED_GENERAL_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        ),
      ),
  );
}

/** Visas granted (the outcome saved) whose permit appointment the secretariat has not set. */
const visaToConfirm = () =>
  and(
    isNotNull(visas.outcomeSavedAt),
    eq(visas.status, VISA_STATUS.granted),
    isNull(visas.permitAppointmentDate),
  );

export function countVisasToConfirm(db: DbOrTx) {
  return countOf(db.select({ n: count() }).from(visas).where(visaToConfirm()));
}

/**
 * One page of the visas with their candidate and edition: those to confirm, the oldest outcome
 * first (index visas_awaiting_permit_idx), or all, the newest change first.
 */
export async function listVisaQueue(db: DbOrTx, query: ListVisaQueueQuery) {
  const where = query.state === 'toConfirm' ? visaToConfirm() : undefined;
  const order =
    query.state === 'toConfirm'
      ? [asc(visas.outcomeSavedAt), asc(visas.id)]
      : [desc(visas.updatedAt), desc(visas.id)];
  const rows = db
    .select({
      visa: visas,
      applicationId: applications.id,
      productCode: applications.productCode,
      courseCode: applications.courseCode,
      candidate: personContact,
    })
    .from(visas)
    .innerJoin(applications, eq(applications.id, visas.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where)
    .orderBy(...order);
  return listPage(
    db,
    query,
    ({ limit, offset }) => rows.limit(limit).offset(offset),
    () => db.select({ n: count() }).from(visas).where(where),
    JSON.stringify(['staff.visaQueue', query]),
  );
}

/**
 * Billing forms confirmed by their owner (`sent`) after the last export of their kind (every
 * confirmed one while none was made), in one statement (index billing_records_confirmed_idx).
 */
export function countBillingToExport(db: DbOrTx) {
  return countOf(
    db
      .select({ n: count() })
      .from(billingRecords)
      .where(
        and(
          eq(billingRecords.sent, true),
          sql`${billingRecords.compiledAt} > coalesce((select max(${billingExports.upTo}) from ${billingExports} where ${billingExports.kind} = ${billingRecords.kind}), '-infinity'::timestamptz)`,
        ),
      ),
  );
}

/** People whose role claimed at sign-up waits for the secretariat (index users_role_claim_pending_idx). */
export function countSignUpsToConfirm(db: DbOrTx) {
  return countOf(db.select({ n: count() }).from(users).where(eq(users.roleClaim, 'pending')));
}

/** Erasure requests waiting for the secretariat's decision (on erasure_requests_status_idx). */
export function countErasuresToDecide(db: DbOrTx) {
  return countOf(
    db.select({ n: count() }).from(erasureRequests).where(eq(erasureRequests.status, 'pending')),
  );
}

/** Awaiting validation first, then requested, validated, refused; the oldest upload first. */
const STATE_ORDER = documentQueueRank(sql`${documents.status}`);

/** The queue's order, the columns of documents_queue_order_idx. */
const QUEUE_ORDER = [
  STATE_ORDER,
  sql`${documents.uploadedAt} asc nulls last`,
  documents.createdAt,
  documents.id,
];

/**
 * One page of the documents of every candidate, with their owner and edition. The page is picked
 * narrow first (the documents' ids, joined to their applications only to filter by edition), in
 * the order of documents_queue_order_idx, so the database walks the index and stops at the page's
 * last row; only those rows are joined to their owners and keys.
 */
export async function listDocumentQueue(db: DbOrTx, query: ListDocumentQueueQuery) {
  const where = and(
    query.state ? eq(documents.status, query.state) : undefined,
    // A part of the name or of the type, any case: staff type "passaporto", not "IT_Passaporto".
    query.type
      ? or(
          ilike(documents.name, containsPattern(query.type)),
          ilike(documents.type, containsPattern(query.type)),
        )
      : undefined,
    query.edition
      ? sql`coalesce(${applications.productCode}, ${applications.courseCode}) = ${query.edition}`
      : undefined,
  );
  return listPage(
    db,
    query,
    ({ limit, offset }) => {
      const narrow = db
        .select({ id: sql<string>`${documents.id}`.as('page_id') })
        .from(documents)
        .$dynamic();
      const page = (
        query.edition ? narrow.innerJoin(applications, eq(applications.id, documents.applicationId)) : narrow
      )
        .where(where)
        .orderBy(...QUEUE_ORDER)
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          document: documents,
          publicKeyPem: encryptionKeys.publicKeyPem,
          userId: applications.userId,
          productCode: applications.productCode,
          courseCode: applications.courseCode,
          user: { ...personContact, language: users.language },
        })
        .from(page)
        .innerJoin(documents, eq(documents.id, page.id))
        .innerJoin(applications, eq(applications.id, documents.applicationId))
        .innerJoin(users, eq(users.id, applications.userId))
        .leftJoin(encryptionKeys, eq(encryptionKeys.id, documents.encryptionKeyId))
        .orderBy(...QUEUE_ORDER);
    },
    // Every document belongs to an application: the join is needed only to filter by edition.
    () =>
      query.edition
        ? db
            .select({ n: count() })
            .from(documents)
            .innerJoin(applications, eq(applications.id, documents.applicationId))
            .where(where)
        : db.select({ n: count() }).from(documents).where(where),
    JSON.stringify(['staff.documentQueue', query]),
  );
}
