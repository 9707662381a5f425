import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The school's time zone in SQL (`SCHOOL_TIME_ZONE` of the domain), written into the statement
 * as a literal rather than sent as a parameter, so that an expression index built on
 * `… at time zone 'Europe/Rome'` still matches the query's expression.
 */
export const SCHOOL_ZONE: SQL = sql.raw(`'${SCHOOL_TIME_ZONE.replace(/'/g, "''")}'`);

/** The school's calendar day (a date) of an instant column. */
export function schoolDayOf(instant: SQLWrapper): SQL<string> {
  return sql<string>`(${instant} at time zone ${SCHOOL_ZONE})::date`;
}

/** The first instant of a day (YYYY-MM-DD) on the school's clock. */
export function schoolDayStart(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${SCHOOL_ZONE}`;
}

/** The first instant of the day after `day` on the school's clock (a day's range ends before it). */
export function nextSchoolDayStart(day: string): SQL {
  return sql`(${day}::date + 1)::timestamp at time zone ${SCHOOL_ZONE}`;
}
