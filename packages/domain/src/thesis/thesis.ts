import { hasCourseFlag } from '../access/rules.ts';
import type { AccessSubject } from '../access/subject.ts';
import { addYears, isPast, schoolClock, schoolDayOf } from '../shared/clock.ts';
import { UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import { type UploadFileType, type UploadRefusal, uploadRefusal } from '../shared/uploads.ts';

/**
 * Exams and thesis (specification 001: section 2 "Exams and thesis", section 3 "Thesis and
 * dishes", section 4 "Thesis", section 6 "Student", section 8 "Thesis conditions missing").
 * The dishes' rules are in `./dishes.ts`. Readings: decision 45.
 */

// ---------------------------------------------------------------------------------------------
// Exams

/** Tipo_Esame__c: "Esame Intermedio or Esame Finale". */
export const EXAM_TYPES = ['Esame Intermedio', 'Esame Finale'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];
export const INTERMEDIATE_EXAM: ExamType = 'Esame Intermedio';
export const FINAL_EXAM: ExamType = 'Esame Finale';

/** "If no thesis exists for the type it is created (name tesi or tesi intermedia; …)". */
export const THESIS_NAME = {
  'Esame Finale': 'tesi',
  'Esame Intermedio': 'tesi intermedia',
} as const satisfies Record<ExamType, string>;

/**
 * "Student: … thesis buttons depend on the course opportunity's active-thesis flags
 * (intermediate, final)": IsActiveTesiIntermedia__c shows the intermediate exam, IsActiveTesi__c
 * the final one, in that order (the access rule `hasCourseFlag` on the chosen course enrolment).
 */
export function visibleExams(subject: AccessSubject | null): ExamType[] {
  const exams: ExamType[] = [];
  if (hasCourseFlag(subject, 'isActiveIntermediateThesis')) exams.push(INTERMEDIATE_EXAM);
  if (hasCourseFlag(subject, 'isActiveThesis')) exams.push(FINAL_EXAM);
  return exams;
}

/** "The thesis area is disabled without the thesis flag": this exam's flag. */
export function isThesisAreaEnabled(subject: AccessSubject | null, examType: ExamType): boolean {
  return visibleExams(subject).includes(examType);
}

/**
 * "Final exams open automatically when the course edition has exactly one thesis and it is active
 * for the student's course opportunity": the exam screen skips the choice and opens the final
 * exam. `editionThesisCount` is the number of theses (exam types) the course edition sets.
 */
export function examOpenedAutomatically(
  subject: AccessSubject | null,
  editionThesisCount: number,
): ExamType | null {
  return editionThesisCount === 1 && hasCourseFlag(subject, 'isActiveThesis') ? FINAL_EXAM : null;
}

// ---------------------------------------------------------------------------------------------
// Conditions and the dishes created with the thesis

/** "Thesis conditions missing: 'Errore non gestito, contattare l'assistenza.'" */
export const THESIS_CONDITIONS_MISSING = 'thesis.conditionsMissing';
export const THESIS_CONDITIONS_MISSING_MESSAGE = "Errore non gestito, contattare l'assistenza.";

/** A semicolon list of the conditions (Tipo_Piatto__c, Tipo_bevanda__c): trimmed, no blanks, no repeats. */
export function parseSemicolonList(value: string | null | undefined): string[] {
  const items = (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/**
 * Numero_Piatti__c as a count: a whole number of 0 or more; anything else (empty, negative,
 * fractional) is 0, no dish is created.
 */
export function numberOfDishes(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The base name when Nome_piatto__c is empty (reading, decision 45). */
export const DISH_BASE_NAME_DEFAULT = 'Piatto';

/**
 * "Missing dishes up to Numero_Piatti__c are auto-created, named from the base name plus a
 * number." Reading (decision 45): the thesis has `existingCount` dishes; the missing ones are
 * numbered on from there, "{base} {n}" with n from existingCount + 1 to Numero_Piatti__c (also
 * their Ordinatore__c). Nothing is created when the thesis already has that many or more.
 */
export function dishesToCreate(input: {
  existingCount: number;
  numberOfDishes: number | null;
  baseName: string | null;
}): { name: string; order: number }[] {
  const base = (input.baseName ?? '').replace(/\s+/g, ' ').trim() || DISH_BASE_NAME_DEFAULT;
  const created: { name: string; order: number }[] = [];
  for (let n = Math.max(0, input.existingCount) + 1; n <= numberOfDishes(input.numberOfDishes); n++) {
    created.push({ name: `${base} ${n}`, order: n });
  }
  return created;
}

// ---------------------------------------------------------------------------------------------
// Dates: the lock and the two upload deadlines

/**
 * "Edits are blocked when the lock date is before today" (Data_blocco_modifiche_tesi__c, on the
 * school's calendar: the lock day itself is still open). No lock date, no lock.
 */
export function isThesisLocked(lockDate: string | null, at: Date): boolean {
  return hasValue(lockDate) && isPast(lockDate, at);
}

/**
 * "The lock-date deadline is shown unless more than one year ahead": shown when it is at most one
 * year after today (the same day a year on included; a past date is shown too).
 */
export function isLockDateShown(lockDate: string | null, at: Date): boolean {
  if (!hasValue(lockDate)) return false;
  return schoolDayOf(lockDate) <= addYears(schoolClock(at).today, 1);
}

/** "thesis upload [blocked] after its deadline" (Deadline_caricamento_Tesi__c); none, never blocked. */
export function isThesisUploadOpen(thesis: { thesisDeadline: string | null }, at: Date): boolean {
  return !hasValue(thesis.thesisDeadline) || !isPast(thesis.thesisDeadline, at);
}

/**
 * "Dossier upload is blocked after its deadline" (Deadline_caricamento_Dossier__c); the "dossier
 * row (final only)": only the final exam has one.
 */
export function isThesisDossierUploadOpen(
  thesis: { examType: ExamType; dossierDeadline: string | null },
  at: Date,
): boolean {
  if (!hasThesisDossier(thesis.examType)) return false;
  return !hasValue(thesis.dossierDeadline) || !isPast(thesis.dossierDeadline, at);
}

/** "dossier row (final only)": the exams whose screen shows the dossier row (reading, decision 45). */
export function hasThesisDossier(examType: ExamType): boolean {
  return examType === FINAL_EXAM;
}

/** "Add-dish shows only when conditions exist and edits are not locked." */
export function canAddDish(input: { hasConditions: boolean; locked: boolean }): boolean {
  return input.hasConditions && !input.locked;
}

function hasValue(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Thesis and dossier files

/**
 * The thesis file's and the dossier's types. Not stated for them; reading (decision 45): the
 * portal's document types of section 9, "accepted .pdf, .docx, .doc", under the portal's one
 * limit of 4,718,592 bytes.
 */
export const THESIS_FILE_TYPES = ['pdf', 'docx', 'doc'] as const satisfies readonly UploadFileType[];
export const THESIS_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The two files of a thesis screen: the thesis file row and the dossier row. */
export const THESIS_FILE_KINDS = ['thesis', 'dossier'] as const;
export type ThesisFileKind = (typeof THESIS_FILE_KINDS)[number];

/**
 * Whether a file of the thesis may be uploaded now: the thesis file until its deadline, the
 * dossier until its own and only for the final exam (the deadline day itself is still open).
 */
export function isThesisFileUploadOpen(
  kind: ThesisFileKind,
  thesis: { examType: ExamType; thesisDeadline: string | null; dossierDeadline: string | null },
  at: Date,
): boolean {
  return kind === 'thesis' ? isThesisUploadOpen(thesis, at) : isThesisDossierUploadOpen(thesis, at);
}

/** Why a thesis or dossier file cannot be stored (the portal's upload rule), or null. */
export function thesisFileRefusal(file: Parameters<typeof uploadRefusal>[0]): UploadRefusal | null {
  return uploadRefusal(file, THESIS_FILE_TYPES);
}
