import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ApplicationRow,
  applications,
  clothingSizes,
  type DocumentRow,
  documents,
  encryptionKeys,
  instalments,
  visas,
} from '../../db/schema/index.ts';
import type { StoredUpload } from '../../lib/uploads.ts';

/** The candidate area's queries: applications, documents, instalments, clothing offers, visas. */

export async function listApplications(db: DbOrTx, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The current application: the active one, else the newest. */
export async function findCurrentApplication(db: DbOrTx, userId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.isActive), desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row ?? null;
}

export async function lockApplication(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row ?? null;
}

export async function updateApplication(
  db: DbOrTx,
  id: string,
  values: Partial<typeof applications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('application vanished');
  return row;
}

export type DocumentWithKey = DocumentRow & { publicKeyPem: string | null; userId: string };

const documentWithKey = {
  document: documents,
  publicKeyPem: encryptionKeys.publicKeyPem,
  userId: applications.userId,
};

function withKey(row: {
  document: DocumentRow;
  publicKeyPem: string | null;
  userId: string;
}): DocumentWithKey {
  return { ...row.document, publicKeyPem: row.publicKeyPem, userId: row.userId };
}

export async function listDocuments(db: DbOrTx, applicationId: string): Promise<DocumentWithKey[]> {
  const rows = await db
    .select(documentWithKey)
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .leftJoin(encryptionKeys, eq(encryptionKeys.id, documents.encryptionKeyId))
    .where(eq(documents.applicationId, applicationId))
    .orderBy(sql`${documents.dueDate} asc nulls last`, asc(documents.createdAt), asc(documents.id));
  return rows.map(withKey);
}

/** A document with its owner; `userId` restricts to the documents of that person's applications. */
export async function findDocument(
  db: DbOrTx,
  documentId: string,
  userId?: string,
): Promise<DocumentWithKey | null> {
  const [row] = await db
    .select(documentWithKey)
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .leftJoin(encryptionKeys, eq(encryptionKeys.id, documents.encryptionKeyId))
    .where(
      userId === undefined
        ? eq(documents.id, documentId)
        : and(eq(documents.id, documentId), eq(applications.userId, userId)),
    )
    .limit(1);
  return row ? withKey(row) : null;
}

export async function lockDocument(db: DbOrTx, documentId: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).for('update');
  return row ?? null;
}

/** The columns of a document whose file was just stored (`storeUpload`): back to the secretariat. */
export function uploadedDocumentValues(stored: StoredUpload) {
  return {
    ...stored,
    status: DOCUMENT_STATUS.awaitingValidation,
    uploadedAt: new Date(),
    refusalReason: '',
  } satisfies Partial<typeof documents.$inferInsert>;
}

export async function updateDocument(
  db: DbOrTx,
  documentId: string,
  values: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db.update(documents).set(values).where(eq(documents.id, documentId)).returning();
  if (!row) throw new Error('document vanished');
  return row;
}

export async function listInstalments(db: DbOrTx, applicationId: string) {
  return db.select().from(instalments).where(eq(instalments.applicationId, applicationId));
}

export async function listOfferedSizes(db: DbOrTx, courseCode: string, sex: string) {
  if (sex !== 'F' && sex !== 'M') return [];
  return db
    .select({ item: clothingSizes.item, size: clothingSizes.size })
    .from(clothingSizes)
    .where(and(eq(clothingSizes.courseCode, courseCode), eq(clothingSizes.sex, sex)));
}

export async function findVisa(db: DbOrTx, applicationId: string) {
  const [row] = await db.select().from(visas).where(eq(visas.applicationId, applicationId)).limit(1);
  return row ?? null;
}

export async function lockVisa(db: DbOrTx, applicationId: string) {
  const [row] = await db.select().from(visas).where(eq(visas.applicationId, applicationId)).for('update');
  return row ?? null;
}

export async function updateVisa(db: DbOrTx, id: string, values: Partial<typeof visas.$inferInsert>) {
  const [row] = await db
    .update(visas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(visas.id, id))
    .returning();
  if (!row) throw new Error('visa vanished');
  return row;
}
