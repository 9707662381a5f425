import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, optionalFile, recordId, timestamps } from './columns.ts';
import { enrolments } from './enrolments.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * The application record (candidatura; specification 000 section 3 "Application"): the status
 * fields the candidate area shows, the uniform sizes and the flags of the forms it opens.
 * Contract names: db/contract/application.ts.
 */
export const applications = pgTable(
  'applications',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    enrolmentId: uuid().references(() => enrolments.id, { onDelete: 'set null' }),
    courseCode: text().notNull().default(''),
    courseName: text().notNull().default(''),
    editionName: text().notNull().default(''),
    stageName: text().notNull().default(''),
    generalStatus: text(),
    editionStatus: text(),
    enrolmentStatus: text(),
    completionStatus: text(),
    applicationStatus: text(),
    isActive: boolean().notNull().default(false),
    paymentsUpToDate: boolean(),
    shoeSize: text(),
    bomberSize: text(),
    shirtSize: text(),
    jacketSize: text(),
    vestSize: text(),
    trousersSize: text(),
    poloSize: text(),
    clothingVisible: boolean().notNull().default(false),
    clothingCompiled: boolean().notNull().default(false),
    clothingSent: boolean().notNull().default(false),
    clothingCompiledAt: instant(),
    visaEnabled: boolean().notNull().default(false),
    billingCompiled: boolean().notNull().default(false),
    billingCompiledAt: instant(),
    /**
     * The product code ("course-edition") of an application made on the portal: one record per
     * person and product, from the first saved step (null on records imported from the CRM).
     */
    productCode: text(),
    /** The application fee was confirmed paid by the payment provider (the paid-fee opportunity Closed Won). */
    feePaidAt: instant(),
    feePaymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /** Step 6 was saved and the enrolment created. */
    submittedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId, t.createdAt),
    index('applications_general_status_idx').on(t.generalStatus),
    uniqueIndex('applications_user_product_key').on(t.userId, t.productCode),
    index('applications_product_idx').on(t.productCode, t.createdAt),
    // The staff list of an edition: its code as the list matches it (records from the CRM have
    // only the course code), newest first.
    index('applications_edition_idx').on(
      sql`coalesce(${t.productCode}, ${t.courseCode})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The staff console's count of paid applications to review (GET /api/staff/overview).
    index('applications_fee_paid_idx').on(t.feePaidAt).where(sql`${t.feePaidAt} is not null`),
    // The insights' applications per week over every edition (GET /api/staff/insights/applications).
    index('applications_created_idx').on(t.createdAt),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Public keys documents are encrypted with (Certificato_Digitale__r); the private keys stay offline. */
export const encryptionKeys = pgTable('encryption_keys', {
  id: recordId(),
  name: text().notNull(),
  /** SPKI, PEM ("-----BEGIN PUBLIC KEY-----"), RSA-OAEP SHA-256. */
  publicKeyPem: text().notNull(),
  createdAt: instantNow(),
});
export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;

/**
 * The order of the staff's document queue: awaiting validation, then requested, then validated,
 * then the rest. Written with literals, not parameters, so that the query's expression is the
 * index's own and PostgreSQL reads a page straight from `documents_queue_order_idx`.
 */
export function documentQueueRank(status: SQL): SQL {
  const rank = [DOCUMENT_STATUS.awaitingValidation, DOCUMENT_STATUS.requested, DOCUMENT_STATUS.validated]
    .map((value, i) => `when '${value.replaceAll("'", "''")}' then ${i}`)
    .join(' ');
  return sql`(case ${status} ${sql.raw(rank)} else 3 end)`;
}

/** A document the school asks for, and the file uploaded for it (kept in the FileStorage under `storageKey`). */
export const documents = pgTable(
  'documents',
  {
    id: recordId(),
    applicationId: belongsTo(() => applications.id),
    type: text().notNull(),
    name: text().notNull(),
    dueDate: date({ mode: 'string' }),
    uploadedAt: instant(),
    status: text().notNull().default('Richiesto'),
    /** When the secretariat last validated or refused the file (the insights' upload→decision time). */
    decidedAt: instant(),
    note: text().notNull().default(''),
    refusalReason: text().notNull().default(''),
    mustEncrypt: boolean().notNull().default(false),
    encryptionKeyId: uuid().references(() => encryptionKeys.id, { onDelete: 'restrict' }),
    /** The uploaded file (its key is a random one we generate; the user's file name is never part of it). */
    ...optionalFile(),
    encrypted: boolean().notNull().default(false),
    /** The file of the application form this document holds (one per kind and application), null otherwise. */
    applicationFile: text({ enum: ['cv', 'motivationalLetter', 'englishCertificate', 'identityDocument'] }),
    createdAt: instantNow(),
  },
  (t) => [
    index('documents_application_idx').on(t.applicationId),
    index('documents_status_idx').on(t.status),
    index('documents_queue_order_idx').on(documentQueueRank(sql`status`), t.uploadedAt, t.createdAt, t.id),
    uniqueIndex('documents_application_file_key').on(t.applicationId, t.applicationFile),
    // The insights' decisions of a period, by type (GET /api/staff/insights/secretariat).
    index('documents_decided_idx').on(t.decidedAt, t.type).where(sql`${t.decidedAt} is not null`),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;

/** An instalment of the payments tab (Payment). */
export const instalments = pgTable(
  'instalments',
  {
    id: recordId(),
    applicationId: belongsTo(() => applications.id),
    number: text().notNull(),
    amountCents: integer().notNull(),
    dueDate: date({ mode: 'string' }),
    paymentDate: date({ mode: 'string' }),
    isPaid: boolean().notNull().default(false),
    createdAt: instantNow(),
  },
  (t) => [index('instalments_application_idx').on(t.applicationId)],
);
export type InstalmentRow = typeof instalments.$inferSelect;

/** The visa record of an application (one at most). Phases and locks are derived by domain/candidate/visa.ts. */
export const visas = pgTable(
  'visas',
  {
    id: recordId(),
    applicationId: belongsTo(() => applications.id),
    recordType: text({ enum: ['Visto C', 'Visto D'] }).notNull(),
    status: text(),
    embassyAppointmentDate: date({ mode: 'string' }),
    embassyName: text(),
    embassyAddress: text(),
    acceptance: boolean().notNull().default(false),
    /** YYYY-MM-DDTHH:mm on the school's wall clock (Europe/Rome). */
    flightArrival: text(),
    arrivalAirport: text(),
    flightTicket: text(),
    visaStartDate: date({ mode: 'string' }),
    visaExpiryDate: date({ mode: 'string' }),
    refusalReason: text(),
    /** When the candidate saved the outcome (phase 3); it is locked from then on. */
    outcomeSavedAt: instant(),
    permitAppointmentDate: date({ mode: 'string' }),
    postKitAppointmentDate: date({ mode: 'string' }),
    fingerprintPhotoDate: date({ mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('visas_application_key').on(t.applicationId),
    // Granted visas waiting for the secretariat's permit appointment (GET /api/staff/overview).
    index('visas_awaiting_permit_idx')
      .on(t.outcomeSavedAt)
      .where(sql`${t.status} = 'Visto concesso' and ${t.permitAppointmentDate} is null`),
  ],
);
export type VisaRow = typeof visas.$inferSelect;

/** The sizes offered per course code and sex (getTaglieAbbigliamento): one row per item and size. */
export const clothingSizes = pgTable(
  'clothing_sizes',
  {
    id: recordId(),
    courseCode: text().notNull(),
    sex: text({ enum: ['F', 'M'] }).notNull(),
    item: text({ enum: ['shoes', 'bomber', 'shirt', 'jacket', 'vest', 'trousers', 'polo'] }).notNull(),
    size: text().notNull(),
  },
  (t) => [uniqueIndex('clothing_sizes_key').on(t.courseCode, t.sex, t.item, t.size)],
);
export type ClothingSizeRow = typeof clothingSizes.$inferSelect;
