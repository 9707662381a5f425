import { formatProductCode } from '@school/domain/application/steps';
import type {
  CreateEditionBody,
  ListEditionsResponse,
  StaffEdition,
  UpdateEditionBody,
} from '@school/domain/staff/contracts/editions';
import type { Db } from '../../db/client.ts';
import { type CourseEditionRow, courseEditions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditStaffChange, changeOnVersion, rowVersion } from './staff-changes.ts';
import {
  countEditionApplications,
  insertEdition,
  listEditionsWithCounts,
  lockEdition,
  updateEdition,
} from './staff-editions.repository.ts';

/**
 * Amministrazione keeps the course editions: a new intake is created here, open for applications
 * at once (/candidatura/{productCode}, the courses page), with no migration. Every change is
 * audited in its transaction; an edit is made on the version read (409 staff.staleRecord).
 */

function toStaffEdition(row: CourseEditionRow, applications: number): StaffEdition {
  return {
    id: row.id,
    productCode: row.productCode,
    courseCode: row.courseCode,
    editionCode: row.editionCode,
    courseName: row.courseName,
    editionName: row.editionName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    isOpen: row.isOpen,
    feeApplies: row.feeApplies,
    applications,
    version: rowVersion(courseEditions, row),
  };
}

export async function listEditions(db: Db): Promise<ListEditionsResponse> {
  const rows = await listEditionsWithCounts(db);
  return { items: rows.map((r) => toStaffEdition(r.edition, r.applications)) };
}

/** POST /api/staff/editions: 409 staff.editionExists when the product code is taken. */
export async function createEdition(db: Db, by: string, body: CreateEditionBody): Promise<StaffEdition> {
  const { courseCode, editionCode, ...fields } = body;
  const created = await db.transaction(async (tx) => {
    const row = await insertEdition(tx, {
      productCode: formatProductCode(courseCode, editionCode),
      courseCode,
      editionCode,
      ...fields,
    });
    if (!row) throw new AppError(409, 'staff.editionExists', 'An edition with this product code exists');
    await auditStaffChange(tx, { by, table: courseEditions, before: null, after: row });
    return row;
  });
  return toStaffEdition(created, await countEditionApplications(db, created.productCode));
}

/** PUT /api/staff/editions/:id: names, dates, open for applications, fee; the codes stay. */
export async function changeEdition(
  db: Db,
  by: string,
  id: string,
  body: UpdateEditionBody,
): Promise<StaffEdition> {
  const { version, ...fields } = body;
  const changed = await changeOnVersion(
    db,
    { by, table: courseEditions, lock: (tx) => lockEdition(tx, id), seen: version },
    (tx) => updateEdition(tx, id, fields),
  );
  return toStaffEdition(changed, await countEditionApplications(db, changed.productCode));
}
