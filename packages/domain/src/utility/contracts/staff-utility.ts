import { z } from 'zod';
import { plainString } from '../../shared/text.ts';
import { IdParamsSchema, staffDate, versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';

/**
 * The secretariat's Utility screens (Segreteria, areas `lockers` and `books`), under /api/staff:
 * per course enrolment, its course and exam lockers (set or cleared on the version read) and its
 * digital books (added, removed on the version read). Every change is audited.
 */

/** The two lockers of a course enrolment (lockers.kind). */
export const LOCKER_KINDS = ['course', 'exam'] as const;
export type LockerKind = (typeof LOCKER_KINDS)[number];

/** Limits of what staff type. */
export const LOCKER_NAME_MAX = 40;
export const BOOK_TITLE_MAX = 200;
export const BOOK_CODE_MAX = 100;

/** A required text without control characters (the browser's form refuses them as the server does). */
const requiredField = (max: number) =>
  plainString().trim().min(1, { error: 'candidate.required' }).max(max, { error: 'request.invalid' });

/**
 * GET /api/staff/utility/enrolments — the course enrolments, found by the person search (a part,
 * any case, of the person's name, e-mail, username, tax code or registration number) or a part of
 * the enrolment's name; active ones first, then by surname; paged.
 */
export const ListUtilityEnrolmentsQuerySchema = z.strictObject({ search: optionalFilter, ...staffPaging });
export type ListUtilityEnrolmentsQuery = z.infer<typeof ListUtilityEnrolmentsQuerySchema>;

export const UtilityPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registrationNumber: z.string().nullable(),
});
export type UtilityPerson = z.infer<typeof UtilityPersonSchema>;

export const UtilityEnrolmentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  person: UtilityPersonSchema,
  courseLocker: z.string().nullable(),
  examLocker: z.string().nullable(),
  books: z.number().int(),
});
export type UtilityEnrolmentSummary = z.infer<typeof UtilityEnrolmentSummarySchema>;

export const ListUtilityEnrolmentsResponseSchema = staffPageOf(UtilityEnrolmentSummarySchema);
export type ListUtilityEnrolmentsResponse = z.infer<typeof ListUtilityEnrolmentsResponseSchema>;

export const StaffLockerSchema = z.object({
  id: z.string(),
  kind: z.enum(LOCKER_KINDS),
  name: z.string(),
  freeFrom: z.string().nullable(),
  version: z.string(),
});
export type StaffLocker = z.infer<typeof StaffLockerSchema>;

export const StaffBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  createdAt: z.string(),
  version: z.string(),
});
export type StaffBook = z.infer<typeof StaffBookSchema>;

/** GET /api/staff/utility/enrolments/:id — one course enrolment's lockers and books, with versions. */
export const GetUtilityEnrolmentResponseSchema = z.object({
  enrolment: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
  person: UtilityPersonSchema,
  courseLocker: StaffLockerSchema.nullable(),
  examLocker: StaffLockerSchema.nullable(),
  books: z.array(StaffBookSchema),
});
export type GetUtilityEnrolmentResponse = z.infer<typeof GetUtilityEnrolmentResponseSchema>;

export const UtilityEnrolmentParamsSchema = IdParamsSchema;

/** `/api/staff/utility/enrolments/:id/lockers/:kind` */
export const LockerParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  kind: z.enum(LOCKER_KINDS, { error: 'request.invalid' }),
});

export const LockerFieldsSchema = z.strictObject({
  name: requiredField(LOCKER_NAME_MAX),
  /** Libero_Dal__c; null when not known. */
  freeFrom: staffDate.nullable(),
});
export type LockerFields = z.infer<typeof LockerFieldsSchema>;

/**
 * PUT …/lockers/:kind — sets the locker (`locker`) or clears it (`locker: null`), on the version
 * read: the locker's version, or null when the enrolment had none of that kind (409
 * `staff.staleRecord` when that changed since).
 */
export const SetLockerBodySchema = z.strictObject({
  locker: LockerFieldsSchema.nullable(),
  version: versionField.nullable(),
});
export type SetLockerBody = z.infer<typeof SetLockerBodySchema>;

/** POST …/books — adds a digital book (nothing to be stale on: it only adds). */
export const AddBookBodySchema = z.strictObject({
  title: requiredField(BOOK_TITLE_MAX),
  code: requiredField(BOOK_CODE_MAX),
});
export type AddBookBody = z.infer<typeof AddBookBodySchema>;

/** DELETE …/books/:bookId?version= — removes a book, on the version read. */
export const BookParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  bookId: z.uuid({ error: 'request.invalid' }),
});
export const RemoveBookQuerySchema = z.strictObject({ version: versionField });
export type RemoveBookQuery = z.infer<typeof RemoveBookQuerySchema>;
