import { ATTENDANCE_THRESHOLD } from '@school/domain/attendance/threshold';
import { DOCUMENT_STATUS, documentTypeKey } from '@school/domain/candidate/documents';
import {
  ACCEPTED_STATUSES,
  ENROLLED_APPLICATION_STATUS,
  ENROLLED_ENROLMENT_STATUS,
  WAITING_AGE_BUCKETS,
} from '@school/domain/insights/insights';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nextSchoolDayStart, SCHOOL_ZONE, schoolDayStart } from '../../db/school-time.ts';

/**
 * The insights' figures: each one aggregate statement (GROUP BY, FILTER, percentile_cont), never
 * rows read to be counted here. Periods are days on the school's clock, both ends included; weeks
 * start on Monday in the school's time zone. Numbers are cast to int or float8 so that both
 * drivers answer JavaScript numbers.
 */
export interface Period {
  from: string;
  to: string;
}

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant column within the period. */
function within(column: SQL, period: Period): SQL {
  return sql`${column} >= ${schoolDayStart(period.from)} and ${column} < ${nextSchoolDayStart(period.to)}`;
}

/** The Monday (YYYY-MM-DD) of an instant's week on the school's clock. */
function weekOf(column: SQL): SQL {
  return sql`to_char(date_trunc('week', ${column} at time zone ${SCHOOL_ZONE}), 'YYYY-MM-DD')`;
}

/** A CRM value compared as the domain's `normaliseCrmValue` does: trimmed, single spaces, lower case. */
function normalised(column: SQL): SQL {
  return sql`lower(regexp_replace(trim(coalesce(${column}, '')), '\\s+', ' ', 'g'))`;
}

/** An application's edition as the staff lists match it (records from the CRM have only the course code). */
const applicationEdition = sql`coalesce(a.product_code, a.course_code)`;

// ---------------------------------------------------------------------------------------------
// Editions

export async function editions(db: DbOrTx) {
  return rowsOf<{ productCode: string; courseName: string; editionName: string }>(
    db,
    sql`select product_code as "productCode", course_name as "courseName", edition_name as "editionName"
        from course_editions
        order by starts_on desc nulls last, created_at desc, product_code desc`,
  );
}

/** The newest edition with applications, else the newest (the funnel's when none is asked). */
export async function newestEdition(db: DbOrTx): Promise<string | null> {
  const [row] = await rowsOf<{ code: string }>(
    db,
    sql`select e.product_code as code from course_editions e
        order by exists (select 1 from applications a where a.product_code = e.product_code) desc,
                 e.starts_on desc nulls last, e.created_at desc, e.product_code desc
        limit 1`,
  );
  return row?.code ?? null;
}

/** The previous intake: the edition of the same course that started (or was recorded) just before. */
export async function previousEdition(db: DbOrTx, edition: string): Promise<string | null> {
  const [row] = await rowsOf<{ code: string }>(
    db,
    sql`select p.product_code as code
        from course_editions e
        join course_editions p on p.course_code = e.course_code and p.product_code <> e.product_code
        where e.product_code = ${edition}
          and (coalesce(p.starts_on, p.created_at::date), p.product_code)
            < (coalesce(e.starts_on, e.created_at::date), e.product_code)
        order by coalesce(p.starts_on, p.created_at::date) desc, p.product_code desc
        limit 1`,
  );
  return row?.code ?? null;
}

// ---------------------------------------------------------------------------------------------
// Admissions

export interface FunnelCounts {
  accounts: number;
  started: number;
  registry: number;
  studies: number;
  fee: number;
  feePaid: number;
  documents: number;
  identityDocument: number;
  submitted: number;
  accepted: number;
  enrolled: number;
}

/**
 * The funnel of one edition (decision 71): one pass over its applications with their accounts,
 * plus the accounts the edition's route created that never saved a step.
 */
export async function funnel(db: DbOrTx, edition: string): Promise<FunnelCounts> {
  const accepted = sql.join(
    ACCEPTED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [row] = await rowsOf<Row>(
    db,
    sql`with apps as (
          select a.fee_paid_at, a.submitted_at,
                 ${normalised(sql`a.application_status`)} as status,
                 ${normalised(sql`a.enrolment_status`)} as enrolment,
                 greatest(
                   case when u.product_code = ${edition} then coalesce(u.application_step, 1) else 1 end,
                   case when a.submitted_at is not null then 7 when a.fee_paid_at is not null then 4 else 1 end
                 ) as reached
          from applications a join users u on u.id = a.user_id
          where ${applicationEdition} = ${edition}
        )
        select
          (count(*) + (select count(*) from users u where u.product_code = ${edition}
             and not exists (select 1 from applications a where a.user_id = u.id and ${applicationEdition} = ${edition})))::int as accounts,
          count(*)::int as started,
          count(*) filter (where reached >= 2)::int as registry,
          count(*) filter (where reached >= 3)::int as studies,
          count(*) filter (where reached >= 4)::int as fee,
          count(fee_paid_at)::int as "feePaid",
          count(*) filter (where reached >= 5)::int as documents,
          count(*) filter (where reached >= 6)::int as "identityDocument",
          count(submitted_at)::int as submitted,
          count(*) filter (where status in (${accepted}))::int as accepted,
          count(*) filter (where status = ${ENROLLED_APPLICATION_STATUS} or enrolment = ${ENROLLED_ENROLMENT_STATUS})::int as enrolled
        from apps`,
  );
  return row as unknown as FunnelCounts;
}

/** Applications started per week of the period (weeks without any are left out). */
export async function applicationsPerWeek(db: DbOrTx, period: Period, edition?: string) {
  return rowsOf<{ week: string; applications: number }>(
    db,
    sql`select ${weekOf(sql`a.created_at`)} as week, count(*)::int as applications
        from applications a
        where ${within(sql`a.created_at`, period)}
          ${edition ? sql`and ${applicationEdition} = ${edition}` : sql``}
        group by 1 order by 1`,
  );
}

/** Applications of the period by a field of the applicant's account (country, how they heard of us). */
export async function applicationsBy(
  db: DbOrTx,
  field: 'country' | 'heard_from',
  period: Period,
  edition?: string,
) {
  const column = sql.raw(`u.${field}`);
  return rowsOf<{ value: string; applications: number }>(
    db,
    sql`select coalesce(nullif(trim(${column}), ''), '') as value, count(*)::int as applications
        from applications a join users u on u.id = a.user_id
        where ${within(sql`a.created_at`, period)}
          ${edition ? sql`and ${applicationEdition} = ${edition}` : sql``}
        group by 1 order by 2 desc, 1 limit 20`,
  );
}

// ---------------------------------------------------------------------------------------------
// Secretariat

const AWAITING = DOCUMENT_STATUS.awaitingValidation;

function editionDocuments(edition?: string): SQL {
  return edition
    ? sql`and exists (select 1 from applications a where a.id = d.application_id and ${applicationEdition} = ${edition})`
    : sql``;
}

/** Documents waiting for the secretariat now, by how long they have waited (`WAITING_AGE_BUCKETS`). */
export async function documentsWaiting(db: DbOrTx, edition?: string) {
  const age = sql`floor(extract(epoch from (now() - coalesce(d.uploaded_at, d.created_at))) / 86400)`;
  const bucket = sql.join(
    WAITING_AGE_BUCKETS.map((b) =>
      b.upTo === null ? sql`else ${b.id}` : sql`when ${age} <= ${sql.raw(String(b.upTo))} then ${b.id}`,
    ),
    sql` `,
  );
  return rowsOf<{ age: string; documents: number }>(
    db,
    sql`select (case ${bucket} end)::text as age, count(*)::int as documents
        from documents d
        where d.status = ${AWAITING} ${editionDocuments(edition)}
        group by 1`,
  );
}

/**
 * Per document (types that name the same document counted together, `documentTypeKey`): the files
 * decided in the period and the median days from upload to decision (a decision before the file's
 * last upload is the previous file's and is left out), and how many wait now. `type` is one of the
 * group's types (the first in order), for its name.
 */
export async function decisionTimes(db: DbOrTx, period: Period, edition?: string) {
  const decided = sql`(d.decided_at is not null and d.uploaded_at is not null and d.decided_at >= d.uploaded_at and ${within(sql`d.decided_at`, period)})`;
  const counted = sql`(${decided} or d.status = ${AWAITING}) ${editionDocuments(edition)}`;
  const types = await rowsOf<{ type: string }>(
    db,
    sql`select distinct d.type from documents d where ${counted}`,
  );
  if (types.length === 0) return [];
  const keys = sql.join(
    types.map(({ type }) => sql`(${type}, ${documentTypeKey(type)})`),
    sql`, `,
  );
  return rowsOf<{ type: string; decided: number; medianDays: number | null; waiting: number }>(
    db,
    sql`select min(d.type) as type,
               count(*) filter (where ${decided})::int as decided,
               (percentile_cont(0.5) within group (order by extract(epoch from (d.decided_at - d.uploaded_at)) / 86400)
                  filter (where ${decided}))::float8 as "medianDays",
               count(*) filter (where d.status = ${AWAITING})::int as waiting
        from documents d
        join (values ${keys}) as k(type, key) on k.type = d.type
        where ${counted}
        group by k.key order by min(d.type)`,
  );
}

/** Documents refused in the period by the reason staff gave (the audit log keeps every refusal). */
export async function refusals(db: DbOrTx, period: Period, edition?: string) {
  return rowsOf<{ reason: string; refusals: number }>(
    db,
    sql`select trim(s.after #>> '{}') as reason, count(*)::int as refusals
        from staff_audit s
        where s.record_table = 'documents' and s.field = 'refusalReason'
          and ${within(sql`s.changed_at`, period)}
          and coalesce(trim(s.after #>> '{}'), '') <> ''
          ${edition ? sql`and exists (select 1 from documents d join applications a on a.id = d.application_id where d.id = s.record_id and ${applicationEdition} = ${edition})` : sql``}
        group by 1 order by 2 desc, 1 limit 20`,
  );
}

// ---------------------------------------------------------------------------------------------
// Attendance

/**
 * A lesson is a school hour in which at least one student of the course checked in to the room;
 * a student's share is their check-ins over the lessons of their course in that room.
 */
function attendanceBase(period: Period, edition?: string): SQL {
  return sql`ci as (
      select c.classroom_id, coalesce(e.product_code, '') as course, c.user_id, c.hour_start
      from check_ins c left join enrolments e on e.id = c.enrolment_id
      where ${within(sql`c.hour_start`, period)} ${edition ? sql`and e.product_code = ${edition}` : sql``}
    ),
    held as (select classroom_id, course, count(distinct hour_start)::int as lessons from ci group by 1, 2),
    student as (select classroom_id, course, user_id, count(*)::int as attended from ci group by 1, 2, 3)`;
}

export async function attendanceRooms(db: DbOrTx, period: Period, edition?: string) {
  return rowsOf<{
    classroom: string;
    course: string;
    lessons: number;
    students: number;
    averageShare: number;
    underThreshold: number;
  }>(
    db,
    sql`with ${attendanceBase(period, edition)}
        select r.name as classroom, h.course, h.lessons,
               count(*)::int as students,
               avg(least(1.0, s.attended::float8 / h.lessons))::float8 as "averageShare",
               count(*) filter (where s.attended < h.lessons * ${ATTENDANCE_THRESHOLD}::float8)::int as "underThreshold"
        from held h
        join student s on s.classroom_id = h.classroom_id and s.course = h.course
        join classrooms r on r.id = h.classroom_id
        group by r.name, h.classroom_id, h.course, h.lessons
        order by r.name, h.course`,
  );
}

/** The students under the attendance threshold, lowest share first (at most 200). */
export async function attendanceUnder(db: DbOrTx, period: Period, edition?: string) {
  return rowsOf<{
    student: string;
    classroom: string;
    course: string;
    attended: number;
    lessons: number;
    share: number;
  }>(
    db,
    sql`with ${attendanceBase(period, edition)}
        select trim(u.last_name || ' ' || u.first_name) as student, r.name as classroom, h.course,
               s.attended, h.lessons, least(1.0, s.attended::float8 / h.lessons)::float8 as share
        from held h
        join student s on s.classroom_id = h.classroom_id and s.course = h.course
        join classrooms r on r.id = h.classroom_id
        join users u on u.id = s.user_id
        where s.attended < h.lessons * ${ATTENDANCE_THRESHOLD}::float8
        order by 6, 1, 2 limit 200`,
  );
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** Events and exam sessions starting in the period: seats, bookings, waiting list, cancellations. */
export async function bookingItems(db: DbOrTx, period: Period, edition?: string) {
  return rowsOf<{
    item: string;
    kind: string;
    startsOn: string;
    capacity: number;
    booked: number;
    waiting: number;
    cancellations: number;
  }>(
    db,
    sql`select i.name as item, i.kind, to_char(i.starts_on, 'YYYY-MM-DD') as "startsOn",
               i.capacity_max as capacity, i.booked_count as booked,
               (select count(*) from booking_waitlist w where w.item_id = i.id and w.status in ('waiting', 'offered'))::int as waiting,
               i.cancelled_count as cancellations
        from calendar_items i
        where i.kind in ('event', 'exam') and i.starts_on between ${period.from}::date and ${period.to}::date
          ${edition ? sql`and i.product_code = ${edition}` : sql``}
        order by i.starts_on, i.name limit 100`,
  );
}

// ---------------------------------------------------------------------------------------------
// Shop

/** Orders and takings per week: the shop's sales and the badge top-ups apart (refunded orders left out). */
export async function shopWeekly(db: DbOrTx, period: Period) {
  return rowsOf<{ week: string; orders: number; salesCents: number; topUpCents: number }>(
    db,
    sql`select ${weekOf(sql`o.created_at`)} as week, count(*)::int as orders,
               coalesce(sum(o.total_cents) filter (where o.kind = 'cart'), 0)::int as "salesCents",
               coalesce(sum(o.total_cents) filter (where o.kind = 'topUp'), 0)::int as "topUpCents"
        from shop_orders o
        where ${within(sql`o.created_at`, period)} and o.refund_status is distinct from 'refunded'
        group by 1 order by 1`,
  );
}

/** The period's sales by product family (the shop's categories). */
export async function shopCategories(db: DbOrTx, period: Period) {
  return rowsOf<{ category: string; quantity: number; salesCents: number }>(
    db,
    sql`select l.family as category, sum(l.quantity)::int as quantity, sum(l.quantity * l.unit_cents)::int as "salesCents"
        from shop_orders o join shop_order_lines l on l.order_id = o.id
        where ${within(sql`o.created_at`, period)} and o.kind = 'cart' and o.refund_status is distinct from 'refunded'
        group by 1 order by 3 desc, 1`,
  );
}

/** Orders not yet collected, by the furthest state still open among their lines. */
export async function shopPickup(db: DbOrTx) {
  return rowsOf<{ status: string; orders: number }>(
    db,
    sql`select status, count(*)::int as orders from (
          select o.id,
                 case when bool_or(l.status = 'Ordinato') then 'Ordinato'
                      when bool_or(l.status = 'Scontrinato') then 'Scontrinato'
                      else 'Notificato' end as status
          from shop_orders o join shop_order_lines l on l.order_id = o.id
          where o.kind = 'cart' and o.refund_status is null and l.status <> 'Consegnato'
          group by o.id
        ) waiting
        group by 1`,
  );
}

// ---------------------------------------------------------------------------------------------
// Internship and theses

/** Stages by status, per edition (the enrolment's edition). */
export async function stageStates(db: DbOrTx, edition?: string) {
  return rowsOf<{ edition: string; status: number; stages: number }>(
    db,
    sql`select coalesce(e.product_code, '') as edition, s.status, count(*)::int as stages
        from stages s join enrolments e on e.id = s.enrolment_id
        ${edition ? sql`where e.product_code = ${edition}` : sql``}
        group by 1, 2 order by 1, 2`,
  );
}

/**
 * Each thesis with its total (the lines' costs as `lineCostCents` computes them: quantity in
 * thousandths × unit cost, rounded half up to cents, ingredients with a cost only) and its
 * edition's budget for the exam; the domain's `isOverBudget` reads them.
 */
export async function thesisTotals(db: DbOrTx, edition?: string) {
  return rowsOf<{
    student: string;
    edition: string;
    exam: string;
    totalCents: number;
    budgetCents: number | null;
  }>(
    db,
    sql`select trim(u.last_name || ' ' || u.first_name) as student, coalesce(e.product_code, '') as edition,
               t.exam_type as exam,
               coalesce((select sum(floor((l.quantity_thousandths::bigint * c.cost_cents + 500) / 1000))
                  from thesis_dishes d
                  join thesis_dish_lines l on l.dish_id = d.id
                  join thesis_catalogue_items c on c.id = l.catalogue_item_id
                  where d.thesis_id = t.id and l.kind = 'ingredient' and not c.ignore_cost
                    and l.quantity_thousandths > 0 and c.cost_cents > 0), 0)::int as "totalCents",
               k.budget_cents as "budgetCents"
        from theses t
        join enrolments e on e.id = t.enrolment_id
        join users u on u.id = e.user_id
        left join thesis_conditions k on k.product_code = e.product_code and k.exam_type = t.exam_type
        ${edition ? sql`where e.product_code = ${edition}` : sql``}
        order by 2, 3, 1`,
  );
}
