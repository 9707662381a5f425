import type {
  ListDocumentQueueQuery,
  ListDocumentQueueResponse,
} from '@school/domain/staff/contracts/document-queue';
import type { StaffOverviewResponse } from '@school/domain/staff/contracts/overview';
import type { ListVisaQueueQuery, ListVisaQueueResponse } from '@school/domain/staff/contracts/visa-queue';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { toStaffDocument } from '../candidate/candidate.mappers.ts';
import {
  countApplicationsToReview,
  countBillingToExport,
  countDocumentsToValidate,
  countErasuresToDecide,
  countSignUpsToConfirm,
  countVisasToConfirm,
  listDocumentQueue,
  listVisaQueue,
} from './staff-console.repository.ts';

/** GET /api/staff/overview: what needs action, one query per count. */
export async function getOverview(db: Db): Promise<StaffOverviewResponse> {
  const documentsToValidate = await countDocumentsToValidate(db);
  const applicationsToReview = await countApplicationsToReview(db);
  const visasToConfirm = await countVisasToConfirm(db);
  const billingToExport = await countBillingToExport(db);
  const signUpsToConfirm = await countSignUpsToConfirm(db);
  const erasuresToDecide = await countErasuresToDecide(db);
  return {
    documentsToValidate,
    applicationsToReview,
    visasToConfirm,
    billingToExport,
    signUpsToConfirm,
    erasuresToDecide,
  };
}

/** GET /api/staff/documents: the validation queue across candidates. */
export async function getDocumentQueue(
  db: Db,
  query: ListDocumentQueueQuery,
): Promise<ListDocumentQueueResponse> {
  return pageAnswer(query, await listDocumentQueue(db, query), (row) => ({
    document: toStaffDocument({ ...row.document, publicKeyPem: row.publicKeyPem, userId: row.userId }),
    candidate: row.user,
    edition: row.productCode ?? row.courseCode,
  }));
}

/** GET /api/staff/visas: the visas to confirm (or all) across candidates. */
export async function getVisaQueue(db: Db, query: ListVisaQueueQuery): Promise<ListVisaQueueResponse> {
  return pageAnswer(query, await listVisaQueue(db, query), (row) => ({
    visa: {
      id: row.visa.id,
      recordType: row.visa.recordType,
      status: row.visa.status,
      visaStartDate: row.visa.visaStartDate,
      visaExpiryDate: row.visa.visaExpiryDate,
      flightArrival: row.visa.flightArrival,
      outcomeSavedAt: row.visa.outcomeSavedAt?.toISOString() ?? null,
      permitAppointmentDate: row.visa.permitAppointmentDate,
    },
    applicationId: row.applicationId,
    candidate: row.candidate,
    edition: row.productCode ?? row.courseCode,
  }));
}
