import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns many tables spell alike, each said once (Drizzle's "reuse column definitions").
 * Each helper makes new columns, so that no two tables share one.
 */

/** The record's own id: a random UUID, its primary key. */
export function recordId() {
  return uuid().primaryKey().defaultRandom();
}

/** An instant, kept with its time zone. */
export function instant() {
  return timestamp({ withTimezone: true });
}

/** An instant always known: the moment the row is written unless one is given. */
export function instantNow() {
  return instant().notNull().defaultNow();
}

/** When the record was made and when it last changed. */
export function timestamps() {
  return { createdAt: instantNow(), updatedAt: instantNow() };
}

/** The record it belongs to (a person, an enrolment, an application…): deleted with it. */
export function belongsTo(owner: () => AnyPgColumn) {
  return uuid().notNull().references(owner, { onDelete: 'cascade' });
}

/** A file kept in the file storage: a random key of ours, the name it was sent under, its type and size. */
export function storedFile() {
  return {
    storageKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
  };
}

/** The same columns of a file not uploaded yet: empty until it is. */
export function optionalFile() {
  return { storageKey: text(), fileName: text(), contentType: text(), size: integer() };
}

/** The internship dossier of a stage or a final exam: its file and when it was uploaded, empty until it is. */
export function dossierFile() {
  return {
    dossierStorageKey: text(),
    dossierFileName: text(),
    dossierContentType: text(),
    dossierSize: integer(),
    dossierUploadedAt: instant(),
  };
}
