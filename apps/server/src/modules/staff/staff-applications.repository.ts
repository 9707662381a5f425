import type { EditionApplicationSort } from '@school/domain/staff/contracts/list-applications';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countOf, listPage, type Paging } from '../../db/list-page.ts';
import { personAccount } from '../../db/people-search.ts';
import { applications, users } from '../../db/schema/index.ts';
import { schoolDayOf } from '../../db/school-time.ts';

/**
 * The applications of a course edition (its product code; records imported from the CRM without
 * one match by course code), with their person. `step` is the account's step while the account is
 * still on this product. A page is two statements: the rows (the sort stops at the page's last
 * row) and the count (joined to the people only when a filter needs them), which the embedded
 * database keeps until its next write (`listPage`). A window total (`count(*) over ()`) would sort
 * every matching row before the limit.
 */
export interface EditionApplicationFilters {
  edition: string;
  status?: string | undefined;
  step?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  feePaid?: boolean | undefined;
  sort: EditionApplicationSort;
  dir: 'asc' | 'desc';
}

/** The edition's code as the list matches it: the expression of the index applications_edition_idx. */
const editionCode = sql`coalesce(${applications.productCode}, ${applications.courseCode})`;

function stepOf(edition: string) {
  return sql<number | null>`case when ${users.productCode} = ${edition} then ${users.applicationStep} end`;
}

function whereOf(filters: EditionApplicationFilters): SQL | undefined {
  const conditions: SQL[] = [sql`${editionCode} = ${filters.edition}`];
  if (filters.status) {
    conditions.push(
      sql`lower(regexp_replace(trim(${applications.applicationStatus}), '\\s+', ' ', 'g')) = ${filters.status.toLowerCase().replace(/\s+/g, ' ')}`,
    );
  }
  if (filters.step !== undefined) {
    conditions.push(
      sql`${users.productCode} = ${filters.edition} and ${users.applicationStep} = ${filters.step}`,
    );
  }
  // Days in the school's time zone, both ends included.
  const day = schoolDayOf(applications.createdAt);
  if (filters.from) conditions.push(sql`${day} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${day} <= ${filters.to}::date`);
  if (filters.feePaid === true) conditions.push(isNotNull(applications.feePaidAt));
  if (filters.feePaid === false) conditions.push(isNull(applications.feePaidAt));
  return and(...conditions);
}

function orderOf(filters: EditionApplicationFilters): SQL[] {
  const nulls = sql.raw(filters.dir === 'asc' ? 'nulls first' : 'nulls last');
  const column: Record<EditionApplicationSort, SQL | null> = {
    createdAt: null,
    lastName: sql`lower(${users.lastName}) ${sql.raw(filters.dir)}, lower(${users.firstName}) ${sql.raw(filters.dir)}`,
    status: sql`lower(${applications.applicationStatus}) ${sql.raw(filters.dir)} ${nulls}`,
    step: sql`${stepOf(filters.edition)} ${sql.raw(filters.dir)} ${nulls}`,
    feePaidAt: sql`${applications.feePaidAt} ${sql.raw(filters.dir)} ${nulls}`,
    submittedAt: sql`${applications.submittedAt} ${sql.raw(filters.dir)} ${nulls}`,
  };
  const first = column[filters.sort];
  // The nulls placed as applications_edition_idx has them (`desc nulls last`, read backwards
  // `asc nulls first`), so that the index gives the order: both columns are never null, the
  // clause changes no row's place, but without it PostgreSQL sorts every match.
  const ends = (dir: 'asc' | 'desc') => sql.raw(dir === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const newest = ends(filters.sort === 'createdAt' ? filters.dir : 'desc');
  return [
    ...(first ? [first] : []),
    sql`${applications.createdAt} ${newest}`,
    sql`${applications.id} ${newest}`,
  ];
}

/** Whether the list's filters or order read the people (their name, their step). */
function needsPeople(filters: EditionApplicationFilters): boolean {
  return filters.step !== undefined || filters.sort === 'lastName' || filters.sort === 'step';
}

/**
 * The matching applications in order, narrow (ids and sort keys), then the columns the list shows
 * joined for the rows kept: the sort never carries the wide rows, and no row is read whole. The
 * people are joined to the matching only when the filters or the order read them: without the
 * join, the newest first is a walk of applications_edition_idx that stops at the page's last row,
 * however large the edition.
 */
function selectRows(db: DbOrTx, filters: EditionApplicationFilters, limit: number, offset = 0) {
  const narrow = db
    .select({
      id: sql<string>`${applications.id}`.as('matched_id'),
    })
    .from(applications)
    .$dynamic();
  const matched = (needsPeople(filters) ? narrow.innerJoin(users, eq(users.id, applications.userId)) : narrow)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters))
    .limit(limit)
    .offset(offset)
    .as('matched');
  return db
    .select({
      application: {
        id: applications.id,
        productCode: applications.productCode,
        courseCode: applications.courseCode,
        applicationStatus: applications.applicationStatus,
        stageName: applications.stageName,
        feePaidAt: applications.feePaidAt,
        submittedAt: applications.submittedAt,
        enrolmentId: applications.enrolmentId,
        createdAt: applications.createdAt,
      },
      user: { ...personAccount, email: users.email },
      step: stepOf(filters.edition),
    })
    .from(matched)
    .innerJoin(applications, eq(applications.id, matched.id))
    .innerJoin(users, eq(users.id, applications.userId))
    .orderBy(...orderOf(filters));
}

/** A row of the list: the columns it shows of the application and of its person, and the step. */
export type EditionApplicationRow = Awaited<ReturnType<typeof selectRows>>[number];

/** How many applications match (the people are joined only for the step filter, their only one). */
function countStatement(db: DbOrTx, filters: EditionApplicationFilters) {
  const base = db.select({ n: count() }).from(applications);
  return filters.step === undefined
    ? base.where(whereOf(filters))
    : base.innerJoin(users, eq(users.id, applications.userId)).where(whereOf(filters));
}

/** One page and the number of matching applications (no window total: see above). */
export function editionApplicationsPage(db: DbOrTx, filters: EditionApplicationFilters & Paging) {
  return listPage(
    db,
    filters,
    ({ limit, offset }) => selectRows(db, filters, limit, offset),
    () => countStatement(db, filters),
    JSON.stringify(['staff.applications', filters]),
  );
}

/** Every matching application, up to `limit` rows (the total says whether there were more). */
export async function editionApplicationRows(db: DbOrTx, filters: EditionApplicationFilters, limit: number) {
  const total = await countOf(countStatement(db, filters), db);
  const rows = total > limit ? [] : await selectRows(db, filters, limit);
  return { rows, total };
}
