import type { ClothingItem } from '@school/domain/candidate/clothing';
import type { CandidateApplication } from '@school/domain/candidate/contracts/get-overview';
import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import type { Instalment } from '@school/domain/candidate/contracts/list-payments';
import { DOCUMENT_STATUS, parseDocumentStatus } from '@school/domain/candidate/documents';
import { parseVisaRecordType, type Visa } from '@school/domain/candidate/visa';
import type {
  StaffApplication,
  StaffDocument,
  StaffInstalment,
  StaffVisa,
} from '@school/domain/staff/contracts/get-application';
import {
  type ApplicationRow,
  applications,
  documents,
  type InstalmentRow,
  instalments,
  type VisaRow,
  visas,
} from '../../db/schema/index.ts';
import { rowVersion } from '../staff/staff-changes.ts';
import type { DocumentWithKey } from './candidate.repository.ts';

/** Rows → contract types (rows never cross the API). Shared by the candidate and staff modules. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The application column of each clothing item. */
export const SIZE_COLUMNS = {
  shoes: 'shoeSize',
  bomber: 'bomberSize',
  shirt: 'shirtSize',
  jacket: 'jacketSize',
  vest: 'vestSize',
  trousers: 'trousersSize',
  polo: 'poloSize',
} as const satisfies Record<ClothingItem, keyof ApplicationRow>;

export function sizesOf(row: ApplicationRow): Record<ClothingItem, string | null> {
  return {
    shoes: row.shoeSize,
    bomber: row.bomberSize,
    shirt: row.shirtSize,
    jacket: row.jacketSize,
    vest: row.vestSize,
    trousers: row.trousersSize,
    polo: row.poloSize,
  };
}

export function toCandidateApplication(row: ApplicationRow): CandidateApplication {
  return {
    id: row.id,
    courseCode: row.courseCode,
    courseName: row.courseName,
    editionName: row.editionName,
    stageName: row.stageName,
    applicationStatus: row.applicationStatus,
    generalStatus: row.generalStatus,
    editionStatus: row.editionStatus,
    enrolmentStatus: row.enrolmentStatus,
    completionStatus: row.completionStatus,
    isActive: row.isActive,
    paymentsUpToDate: row.paymentsUpToDate,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStaffApplication(row: ApplicationRow): StaffApplication {
  return {
    ...toCandidateApplication(row),
    userId: row.userId,
    enrolmentId: row.enrolmentId,
    sizes: sizesOf(row),
    clothingVisible: row.clothingVisible,
    clothingCompiled: row.clothingCompiled,
    clothingSent: row.clothingSent,
    clothingCompiledAt: iso(row.clothingCompiledAt),
    visaEnabled: row.visaEnabled,
    billingCompiled: row.billingCompiled,
    billingCompiledAt: iso(row.billingCompiledAt),
    version: rowVersion(applications, row),
  };
}

export function toCandidateDocument(row: DocumentWithKey): CandidateDocument {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    dueDate: row.dueDate,
    uploadedAt: iso(row.uploadedAt),
    // Unknown imported states must not offer the upload button: they read as awaiting the school.
    status: parseDocumentStatus(row.status) ?? DOCUMENT_STATUS.awaitingValidation,
    note: row.note,
    refusalReason: row.refusalReason,
    fileName: row.fileName,
    mustEncrypt: row.mustEncrypt,
    publicKey: row.mustEncrypt ? row.publicKeyPem : null,
  };
}

export function toStaffDocument(row: DocumentWithKey): StaffDocument {
  return {
    ...toCandidateDocument(row),
    applicationId: row.applicationId,
    size: row.size,
    contentType: row.contentType,
    encrypted: row.encrypted,
    hasFile: row.storageKey !== null,
    version: rowVersion(documents, row),
  };
}

export function toInstalment(row: InstalmentRow): Instalment {
  return {
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    dueDate: row.dueDate,
    paymentDate: row.paymentDate,
    isPaid: row.isPaid,
  };
}

export function toVisa(row: VisaRow): Visa {
  return {
    recordType: parseVisaRecordType(row.recordType),
    status: row.status,
    embassyAppointmentDate: row.embassyAppointmentDate,
    embassyName: row.embassyName,
    embassyAddress: row.embassyAddress,
    acceptance: row.acceptance,
    flightArrival: row.flightArrival,
    arrivalAirport: row.arrivalAirport,
    flightTicket: row.flightTicket,
    visaStartDate: row.visaStartDate,
    visaExpiryDate: row.visaExpiryDate,
    refusalReason: row.refusalReason,
    permitAppointmentDate: row.permitAppointmentDate,
    postKitAppointmentDate: row.postKitAppointmentDate,
    fingerprintPhotoDate: row.fingerprintPhotoDate,
  };
}

export function toStaffInstalment(row: InstalmentRow): StaffInstalment {
  return { ...toInstalment(row), version: rowVersion(instalments, row) };
}

export function toStaffVisa(row: VisaRow): StaffVisa {
  return { ...toVisa(row), version: rowVersion(visas, row) };
}
