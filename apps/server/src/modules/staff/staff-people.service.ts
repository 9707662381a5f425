import type { Category } from '@school/domain/access/subject';
import { localeFromProfile } from '@school/domain/shared/locale';
import type {
  ConfirmRoleClaimBody,
  GetPersonResponse,
  ListPeopleQuery,
  ListPeopleResponse,
  MoveEnrolmentBody,
  RefuseRoleClaimBody,
  RoleClaim,
  SetBlockedBody,
  SetCategoriesBody,
  SetEnrolmentFlagBody,
  SetPermissionsBody,
  SetRegistrationBody,
  StaffEnrolment,
} from '@school/domain/staff/contracts/people';
import { claimedCategory, ENROLMENT_SWITCHES } from '@school/domain/staff/people';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { applications, type EnrolmentRow, enrolments, type UserRow, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { auditStaffChange, changeOnVersion, lockedOnVersion, rowVersion } from './staff-changes.ts';
import { roleClaimMail } from './staff-people.mails.ts';
import {
  findPerson,
  hasApplicationFor,
  listPeople,
  listPersonEnrolments,
  lockEnrolment,
  lockEnrolmentApplications,
  lockPeopleForMove,
  lockPerson,
  moveEnrolmentCheckIns,
  registrationNumberHeldByOther,
  setApplicationOwner,
  updateEnrolment,
  updatePerson,
} from './staff-people.repository.ts';

/**
 * The people of the staff console: accounts, their categories, web-app permissions, registration
 * number and PIN, blocked state, enrolment flags, and the roles claimed at sign-up. Every change
 * is made on the version read and audited in its transaction (`staff-changes.ts`).
 */

export interface PeopleDeps {
  db: Db;
  mailer: Mailer;
}

function roleClaimOf(row: Pick<UserRow, 'signupRole' | 'roleClaim'>): RoleClaim | null {
  const category = claimedCategory(row.signupRole);
  if (!category || !row.roleClaim || row.signupRole === null) return null;
  return { role: row.signupRole, category, state: row.roleClaim };
}

type SummaryRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'taxCode'
  | 'registrationNumber'
  | 'categories'
  | 'isBlocked'
  | 'signupRole'
  | 'roleClaim'
  | 'createdAt'
>;

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    taxCode: row.taxCode,
    registrationNumber: row.registrationNumber,
    categories: row.categories,
    isBlocked: row.isBlocked,
    roleClaim: roleClaimOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function toEnrolment(row: EnrolmentRow): StaffEnrolment {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    flags: Object.fromEntries(ENROLMENT_SWITCHES.map((key) => [key, row[key]])) as StaffEnrolment['flags'],
    createdAt: row.createdAt.toISOString(),
    version: rowVersion(enrolments, row),
  };
}

export async function listPeoplePage(db: Db, query: ListPeopleQuery): Promise<ListPeopleResponse> {
  return pageAnswer(query, await listPeople(db, query), toSummary);
}

async function personAnswer(db: DbOrTx, row: UserRow): Promise<GetPersonResponse> {
  return {
    person: {
      ...toSummary(row),
      language: row.language,
      pin: row.pin,
      webappPermissions: row.webappPermissions,
      signupRole: row.signupRole,
      version: rowVersion(users, row),
    },
    enrolments: (await listPersonEnrolments(db, row.id)).map(toEnrolment),
  };
}

export async function getPerson(db: Db, id: string): Promise<GetPersonResponse> {
  const row = await findPerson(db, id);
  if (!row) throw notFound();
  return personAnswer(db, row);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the account (404 when there is none, 409 `staff.staleRecord` when it is not the version
 * read), lets `change` decide the new values (it may refuse by throwing), writes and audits them.
 */
async function changePerson(
  db: Db,
  by: string,
  id: string,
  version: string,
  change: (tx: Tx, before: UserRow) => Promise<Partial<typeof users.$inferInsert>>,
): Promise<GetPersonResponse> {
  const after = await changeOnVersion(
    db,
    { by, table: users, lock: (tx) => lockPerson(tx, id), seen: version },
    async (tx, before) => updatePerson(tx, id, await change(tx, before)),
  );
  return personAnswer(db, after);
}

export function setBlocked(db: Db, by: string, id: string, body: SetBlockedBody) {
  return changePerson(db, by, id, body.version, async () => ({ isBlocked: body.blocked }));
}

export function setCategories(db: Db, by: string, id: string, body: SetCategoriesBody) {
  return changePerson(db, by, id, body.version, async () => ({ categories: body.categories }));
}

export function setPermissions(db: Db, by: string, id: string, body: SetPermissionsBody) {
  return changePerson(db, by, id, body.version, async () => ({ webappPermissions: body.permissions }));
}

const registrationNumberTaken = () =>
  new AppError(409, 'staff.registrationNumberTaken', 'Another person has this registration number', {
    registrationNumber: 'staff.registrationNumberTaken',
  });

/** Refuses a registration number another account holds (the unique index backs it). */
async function checkRegistrationNumber(tx: Tx, id: string, registrationNumber: string | null | undefined) {
  if (registrationNumber && (await registrationNumberHeldByOther(tx, id, registrationNumber))) {
    throw registrationNumberTaken();
  }
}

export function setRegistration(db: Db, by: string, id: string, body: SetRegistrationBody) {
  return changePerson(db, by, id, body.version, async (tx) => {
    await checkRegistrationNumber(tx, id, body.registrationNumber);
    return { registrationNumber: body.registrationNumber, pin: body.pin };
  });
}

/** Switches one flag of one of the person's enrolments, on the enrolment's version. */
export async function setEnrolmentFlag(
  db: Db,
  by: string,
  userId: string,
  enrolmentId: string,
  body: SetEnrolmentFlagBody,
): Promise<GetPersonResponse> {
  await changeOnVersion(
    db,
    { by, table: enrolments, lock: (tx) => lockEnrolment(tx, userId, enrolmentId), seen: body.version },
    (tx) => updateEnrolment(tx, enrolmentId, { [body.flag]: body.value }),
  );
  return getPerson(db, userId);
}

/**
 * Moves an enrolment to another person, with what belongs to it: its applications (their
 * documents, instalments and visa follow them), its check-ins, and the housing stay, lockers and
 * books kept on the enrolment itself. How the secretariat links the school's existing record of
 * someone to the account they now use (a claimed role confirmed, a second account). Both people
 * are locked in the order of their ids, then the enrolment on the version read; refused with
 * nothing changed when the other person already has an application for the same edition.
 * Audited: the enrolment's and each application's new person.
 */
export async function moveEnrolment(
  db: Db,
  by: string,
  userId: string,
  enrolmentId: string,
  body: MoveEnrolmentBody,
): Promise<GetPersonResponse> {
  if (body.toUserId === userId) {
    throw new AppError(400, 'request.invalid', 'The enrolment already belongs to this person', {
      toUserId: 'staff.samePerson',
    });
  }
  await db.transaction(async (tx) => {
    const found = await lockPeopleForMove(tx, [userId, body.toUserId]);
    if (!found.includes(userId)) throw notFound();
    if (!found.includes(body.toUserId)) {
      throw new AppError(400, 'request.invalid', 'Unknown person', { toUserId: 'staff.unknownPerson' });
    }
    const before = lockedOnVersion(enrolments, await lockEnrolment(tx, userId, enrolmentId), body.version);
    const owned = await lockEnrolmentApplications(tx, enrolmentId);
    for (const application of owned) {
      if (application.productCode && (await hasApplicationFor(tx, body.toUserId, application.productCode))) {
        throw new AppError(
          409,
          'staff.applicationExists',
          'The other person has an application for this edition',
          {
            toUserId: 'staff.applicationExists',
          },
        );
      }
    }
    const after = await updateEnrolment(tx, enrolmentId, { userId: body.toUserId });
    await auditStaffChange(tx, { by, table: enrolments, before, after });
    for (const application of owned) {
      const moved = await setApplicationOwner(tx, application.id, body.toUserId);
      await auditStaffChange(tx, { by, table: applications, before: application, after: moved });
    }
    await moveEnrolmentCheckIns(tx, enrolmentId, body.toUserId);
  });
  return getPerson(db, userId);
}

const noPendingClaim = () =>
  new AppError(409, 'staff.noPendingRoleClaim', 'This person has no role waiting for confirmation');

/**
 * Confirms a claimed role: the claimed category is granted (the others kept), the claim is
 * 'confirmed', and the registration number, when given, links the school's record. The person is
 * told by mail, in their language, queued in the same transaction.
 */
export async function confirmRoleClaim(deps: PeopleDeps, by: string, id: string, body: ConfirmRoleClaimBody) {
  return decideRoleClaim(deps, by, id, body.version, true, async (tx, before, category) => {
    await checkRegistrationNumber(tx, id, body.registrationNumber);
    return {
      categories: before.categories.includes(category) ? before.categories : [...before.categories, category],
      roleClaim: 'confirmed',
      ...(body.registrationNumber ? { registrationNumber: body.registrationNumber } : {}),
    };
  });
}

/** Refuses a claimed role: no category is granted, the claim is 'refused', the person is told by mail. */
export function refuseRoleClaim(deps: PeopleDeps, by: string, id: string, body: RefuseRoleClaimBody) {
  return decideRoleClaim(deps, by, id, body.version, false, async () => ({ roleClaim: 'refused' }));
}

async function decideRoleClaim(
  deps: PeopleDeps,
  by: string,
  id: string,
  version: string,
  confirmed: boolean,
  values: (tx: Tx, before: UserRow, category: Category) => Promise<Partial<typeof users.$inferInsert>>,
) {
  const answer = await changePerson(deps.db, by, id, version, async (tx, before) => {
    const category = claimedCategory(before.signupRole);
    if (before.roleClaim !== 'pending' || !category) throw noPendingClaim();
    const changed = await values(tx, before, category);
    await deps.mailer.enqueue(
      tx,
      roleClaimMail(
        before.email || before.username,
        before.firstName,
        category,
        confirmed,
        localeFromProfile(before.language),
      ),
    );
    return changed;
  });
  void deps.mailer.flush();
  return answer;
}
