import { chooseUtilityEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import type { GetUtilityResponse, UtilityLocker } from '@school/domain/utility/contracts/get-utility';
import type {
  AddBookBody,
  GetUtilityEnrolmentResponse,
  ListUtilityEnrolmentsQuery,
  ListUtilityEnrolmentsResponse,
  LockerKind,
  SetLockerBody,
  StaffLocker,
} from '@school/domain/utility/contracts/staff-utility';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { type BookRow, books, type LockerRow, lockers, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditStaffChange, checkVersion, gone, removeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import {
  deleteBook,
  deleteLocker,
  findBook,
  findCourseEnrolment,
  findEnrolment,
  findLocker,
  insertBook,
  insertLocker,
  listBooks,
  listLockers,
  listUtilityEnrolments,
  lockCourseEnrolment,
  updateLocker,
} from './utility.repository.ts';

/**
 * Utility (specification 000, sections 2, 3, 7 getLibri, 9): the badge's registration number, the
 * PIN, the lockers and the digital books of the person's course enrolment (`chooseUtilityEnrolment`),
 * and the secretariat's changes to the lockers and books (locked, on the version read, audited).
 */

const publicLocker = (row: LockerRow | undefined): UtilityLocker | null =>
  row ? { name: row.name, freeFrom: row.freeFrom } : null;

/** GET /api/utility */
export async function getUtility(db: Db, user: UserRow, subject: AccessSubject): Promise<GetUtilityResponse> {
  const chosen = chooseUtilityEnrolment(subject.enrolments);
  const [enrolment, lockerRows, bookRows] = chosen
    ? await Promise.all([findEnrolment(db, chosen.id), listLockers(db, chosen.id), listBooks(db, chosen.id)])
    : [null, [], []];
  return {
    userId: user.id,
    registrationNumber: user.registrationNumber,
    pin: user.pin,
    enrolment: enrolment ? { id: enrolment.id, name: enrolment.name } : null,
    courseLocker: publicLocker(lockerRows.find((l) => l.kind === 'course')),
    examLocker: publicLocker(lockerRows.find((l) => l.kind === 'exam')),
    books: bookRows.map((b) => ({ title: b.title, code: b.code })),
  };
}

// --- Staff ------------------------------------------------------------------------------------

export async function listEnrolments(
  db: Db,
  query: ListUtilityEnrolmentsQuery,
): Promise<ListUtilityEnrolmentsResponse> {
  return pageAnswer(query, await listUtilityEnrolments(db, query), (r) => ({
    id: r.id,
    name: r.name,
    isActive: r.isActive,
    person: {
      id: r.personId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      registrationNumber: r.registrationNumber,
    },
    courseLocker: r.courseLocker,
    examLocker: r.examLocker,
    books: r.books,
  }));
}

const staffLocker = (row: LockerRow | undefined): StaffLocker | null =>
  row
    ? {
        id: row.id,
        kind: row.kind,
        name: row.name,
        freeFrom: row.freeFrom,
        version: rowVersion(lockers, row),
      }
    : null;

const staffBook = (row: BookRow) => ({
  id: row.id,
  title: row.title,
  code: row.code,
  createdAt: row.createdAt.toISOString(),
  version: rowVersion(books, row),
});

/** GET /api/staff/utility/enrolments/:id (404 for an unknown id or an enrolment that is not a course). */
export async function getEnrolment(db: Db, id: string): Promise<GetUtilityEnrolmentResponse> {
  const found = await findCourseEnrolment(db, id);
  if (!found) throw notFound();
  const [lockerRows, bookRows] = await Promise.all([listLockers(db, id), listBooks(db, id)]);
  const { enrolment, person } = found;
  return {
    enrolment: { id: enrolment.id, name: enrolment.name, isActive: enrolment.isActive },
    person: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      registrationNumber: person.registrationNumber,
    },
    courseLocker: staffLocker(lockerRows.find((l) => l.kind === 'course')),
    examLocker: staffLocker(lockerRows.find((l) => l.kind === 'exam')),
    books: bookRows.map(staffBook),
  };
}

/**
 * PUT /api/staff/utility/enrolments/:id/lockers/:kind — under the enrolment's lock, the locker as
 * it is now must be the version read (null: none then); then it is created, changed or deleted.
 */
export async function setLocker(
  db: Db,
  by: string,
  enrolmentId: string,
  kind: LockerKind,
  body: SetLockerBody,
): Promise<GetUtilityEnrolmentResponse> {
  await db.transaction(async (tx) => {
    if (!(await lockCourseEnrolment(tx, enrolmentId))) throw notFound();
    const before = await findLocker(tx, enrolmentId, kind);
    checkVersion(lockers, before, body.version);
    if (body.locker === null) {
      if (!before) return;
      await deleteLocker(tx, before.id);
      await auditStaffChange(tx, { by, table: lockers, before, after: gone(before) });
      return;
    }
    const after = before
      ? await updateLocker(tx, before.id, body.locker)
      : await insertLocker(tx, { enrolmentId, kind, ...body.locker });
    await auditStaffChange(tx, { by, table: lockers, before, after });
  });
  return getEnrolment(db, enrolmentId);
}

/** POST /api/staff/utility/enrolments/:id/books */
export async function addBook(
  db: Db,
  by: string,
  enrolmentId: string,
  body: AddBookBody,
): Promise<GetUtilityEnrolmentResponse> {
  await db.transaction(async (tx) => {
    if (!(await lockCourseEnrolment(tx, enrolmentId))) throw notFound();
    const row = await insertBook(tx, { enrolmentId, ...body });
    await auditStaffChange(tx, { by, table: books, before: null, after: row });
  });
  return getEnrolment(db, enrolmentId);
}

/** DELETE /api/staff/utility/enrolments/:id/books/:bookId?version= (404: not this enrolment's book). */
export async function removeBook(
  db: Db,
  by: string,
  enrolmentId: string,
  bookId: string,
  version: string,
): Promise<GetUtilityEnrolmentResponse> {
  const lock = async (tx: DbOrTx) => {
    if (!(await lockCourseEnrolment(tx, enrolmentId))) throw notFound();
    return findBook(tx, enrolmentId, bookId);
  };
  await removeOnVersion(db, { by, table: books, lock, seen: version }, (tx, before) =>
    deleteBook(tx, before.id),
  );
  return getEnrolment(db, enrolmentId);
}
