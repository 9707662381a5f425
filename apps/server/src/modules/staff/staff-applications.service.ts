import type { StaffApplicationFormResponse } from '@school/domain/staff/contracts/application-form';
import {
  APPLICATIONS_CSV_MAX_ROWS,
  type EditionApplication,
  type EditionApplicationsCsvQuery,
  type ListEditionApplicationsQuery,
  type ListEditionApplicationsResponse,
} from '@school/domain/staff/contracts/list-applications';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { toApplicationFile, toApplicationForm } from '../application/application.mappers.ts';
import { listApplicationFiles } from '../application/application.repository.ts';
import { referenceData } from '../reference/reference-data.ts';
import { findApplicationWithUser } from './staff.repository.ts';
import {
  type EditionApplicationRow,
  editionApplicationRows,
  editionApplicationsPage,
} from './staff-applications.repository.ts';

/** The secretariat's list of an edition's applications: a page, or the whole list as CSV. */

function toEditionApplication(row: EditionApplicationRow): EditionApplication {
  const { application, user, step } = row;
  return {
    id: application.id,
    candidate: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    productCode: application.productCode ?? application.courseCode,
    applicationStatus: application.applicationStatus,
    stageName: application.stageName,
    step: step === null || step === undefined ? null : Number(step),
    feePaidAt: application.feePaidAt?.toISOString() ?? null,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    enrolmentId: application.enrolmentId,
    createdAt: application.createdAt.toISOString(),
  };
}

/** GET /api/staff/applications: a page of an edition's applications, filtered and sorted. */
export async function listApplicationsOfEdition(
  db: Db,
  query: ListEditionApplicationsQuery,
): Promise<ListEditionApplicationsResponse> {
  return pageAnswer(query, await editionApplicationsPage(db, query), toEditionApplication);
}

export const APPLICATIONS_CSV_HEADER = [
  'id',
  'lastName',
  'firstName',
  'email',
  'username',
  'productCode',
  'applicationStatus',
  'stageName',
  'step',
  'feePaidAt',
  'submittedAt',
  'createdAt',
] as const;

/**
 * GET /api/staff/applications.csv: the same list, every row, as CSV; 400 `staff.csvTooLarge` when
 * more than APPLICATIONS_CSV_MAX_ROWS applications match.
 */
export async function applicationsCsv(db: Db, query: EditionApplicationsCsvQuery): Promise<string> {
  const { rows, total } = await editionApplicationRows(db, query, APPLICATIONS_CSV_MAX_ROWS);
  if (total > APPLICATIONS_CSV_MAX_ROWS) {
    throw new AppError(
      400,
      'staff.csvTooLarge',
      `${total} applications match: a CSV holds at most ${APPLICATIONS_CSV_MAX_ROWS}; narrow the filters`,
    );
  }
  return toCsv(
    APPLICATIONS_CSV_HEADER,
    rows
      .map(toEditionApplication)
      .map((a) => [
        a.id,
        a.candidate.lastName,
        a.candidate.firstName,
        a.candidate.email,
        a.candidate.username,
        a.productCode,
        a.applicationStatus,
        a.stageName,
        a.step,
        a.feePaidAt,
        a.submittedAt,
        a.createdAt,
      ]),
  );
}

/** GET /api/staff/applications/:id/form: the applicant's answers to steps 1-6 and the form's files. */
export async function getApplicationForm(db: Db, id: string): Promise<StaffApplicationFormResponse> {
  const row = await findApplicationWithUser(db, id);
  if (!row) throw notFound();
  const { application, user } = row;
  const productCode = application.productCode ?? application.courseCode;
  const files = (await listApplicationFiles(db, application.id)).flatMap((document) => {
    const file = toApplicationFile(document);
    return file ? [{ ...file, documentId: document.id }] : [];
  });
  return {
    productCode,
    step: user.productCode === productCode ? user.applicationStep : null,
    form: toApplicationForm(user, files, referenceData()),
    files,
    feePaidAt: application.feePaidAt?.toISOString() ?? null,
    submittedAt: application.submittedAt?.toISOString() ?? null,
  };
}
