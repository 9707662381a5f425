import type {
  ListDocumentQueueQuery,
  ListDocumentQueueResponse,
} from '@school/domain/staff/contracts/document-queue';
import type { StaffOverviewResponse } from '@school/domain/staff/contracts/overview';
import type { Db } from '../../db/client.ts';
import { toStaffDocument } from '../candidate/candidate.mappers.ts';
import {
  countApplicationsToReview,
  countBillingToExport,
  countDocumentsToValidate,
  countSignUpsToConfirm,
  countVisasToConfirm,
  listDocumentQueue,
} from './staff-console.repository.ts';

/** GET /api/staff/overview: what needs action, one query per count. */
export async function getOverview(db: Db): Promise<StaffOverviewResponse> {
  const documentsToValidate = await countDocumentsToValidate(db);
  const applicationsToReview = await countApplicationsToReview(db);
  const visasToConfirm = await countVisasToConfirm(db);
  const billingToExport = await countBillingToExport(db);
  const signUpsToConfirm = await countSignUpsToConfirm(db);
  return { documentsToValidate, applicationsToReview, visasToConfirm, billingToExport, signUpsToConfirm };
}

/** GET /api/staff/documents: the validation queue across candidates. */
export async function getDocumentQueue(
  db: Db,
  query: ListDocumentQueueQuery,
): Promise<ListDocumentQueueResponse> {
  const { rows, total } = await listDocumentQueue(db, query);
  return {
    items: rows.map((row) => ({
      document: toStaffDocument({ ...row.document, publicKeyPem: row.publicKeyPem, userId: row.userId }),
      candidate: row.user,
      edition: row.productCode ?? row.courseCode,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
