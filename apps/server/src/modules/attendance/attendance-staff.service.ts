import { createHash } from 'node:crypto';
import {
  ATTENDANCE_CSV_MAX_ROWS,
  type AttendanceRegisterQuery,
  type AttendanceRegisterResponse,
  type CreateClassroomBody,
  type ListClassroomsResponse,
  type StaffClassroom,
  type UpdateClassroomBody,
} from '@school/domain/attendance/contracts/staff-attendance';
import { schoolDayBounds, schoolToday } from '@school/domain/attendance/school-day';
import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import type { Db } from '../../db/client.ts';
import { type ClassroomRow, classrooms } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { auditStaffChange, lockedOnVersion, rowVersion } from '../staff/staff-changes.ts';
import {
  findClassroom,
  insertClassroom,
  listClassroomsWithCounts,
  listRegister,
  lockClassroom,
  updateClassroom,
} from './attendance.repository.ts';

/**
 * Didattica keeps the classrooms (create, rename, activate or deactivate: each change on the
 * version read, audited in its transaction) and reads the register of a room and day.
 */

/**
 * The audit log keys records by UUID and a classroom's key is its short id ("12"): its audit rows
 * carry the name-based UUID (RFC 9562 version 5) of `classrooms/<id>`, always the same for a room.
 */
const CLASSROOM_AUDIT_NAMESPACE = Buffer.from('6f1c0f2e9b7d4c1a8e3b5d7f9a2c4e60', 'hex');

export function classroomAuditId(id: string): string {
  const hash = createHash('sha1').update(CLASSROOM_AUDIT_NAMESPACE).update(`classrooms/${id}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const audited = (row: ClassroomRow) => ({ ...row, id: classroomAuditId(row.id) });

function toStaffClassroom(row: ClassroomRow, checkInsToday: number): StaffClassroom {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    checkInsToday,
    version: rowVersion(classrooms, row),
  };
}

const todayStart = (nowMs: number) => schoolDayBounds(schoolToday(nowMs)).from;

export async function listClassrooms(db: Db, nowMs: number): Promise<ListClassroomsResponse> {
  const rows = await listClassroomsWithCounts(db, todayStart(nowMs));
  return { items: rows.map((r) => toStaffClassroom(r.classroom, r.checkIns)) };
}

async function countToday(db: Db, id: string, nowMs: number): Promise<number> {
  const rows = await listClassroomsWithCounts(db, todayStart(nowMs));
  return rows.find((r) => r.classroom.id === id)?.checkIns ?? 0;
}

/** POST /api/staff/classrooms: 409 attendance.classroomExists when the id is taken. */
export async function createClassroom(db: Db, by: string, body: CreateClassroomBody, nowMs: number) {
  const created = await db.transaction(async (tx) => {
    const row = await insertClassroom(tx, body);
    if (!row) throw new AppError(409, 'attendance.classroomExists', 'A classroom with this id exists');
    await auditStaffChange(tx, { by, table: classrooms, before: null, after: audited(row) });
    return row;
  });
  return toStaffClassroom(created, await countToday(db, created.id, nowMs));
}

/** PUT /api/staff/classrooms/:id: name and active state, on the version read; the id stays. */
export async function changeClassroom(
  db: Db,
  by: string,
  id: string,
  body: UpdateClassroomBody,
  nowMs: number,
) {
  const { version, ...fields } = body;
  const changed = await db.transaction(async (tx) => {
    const before = lockedOnVersion(classrooms, await lockClassroom(tx, id), version);
    const after = await updateClassroom(tx, id, fields);
    await auditStaffChange(tx, { by, table: classrooms, before: audited(before), after: audited(after) });
    return after;
  });
  return toStaffClassroom(changed, await countToday(db, changed.id, nowMs));
}

async function readRegister(db: Db, query: AttendanceRegisterQuery, limit: number) {
  const room = await findClassroom(db, query.classroomId);
  if (!room) throw new AppError(404, 'attendance.unknownRoom', 'No classroom has this id');
  const { from, to } = schoolDayBounds(query.date);
  return { room, rows: await listRegister(db, room.id, from, to, limit) };
}

/** GET /api/staff/attendance: a room's check-ins of one school day, earliest first. */
export async function getRegister(
  db: Db,
  query: AttendanceRegisterQuery,
): Promise<AttendanceRegisterResponse> {
  const { room, rows } = await readRegister(db, query, ATTENDANCE_CSV_MAX_ROWS);
  return {
    classroom: { id: room.id, name: room.name },
    date: query.date,
    items: rows.map((r) => ({
      ...r,
      checkedInAt: r.checkedInAt.toISOString(),
      hourStart: r.hourStart.toISOString(),
    })),
  };
}

/** The school's clock time of an instant, HH:mm:ss. */
function schoolTime(at: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** GET /api/staff/attendance.csv: the same register as a file (400 staff.csvTooLarge beyond the limit). */
export async function exportRegister(
  db: Db,
  query: AttendanceRegisterQuery,
): Promise<{ fileName: string; csv: string }> {
  const { room, rows } = await readRegister(db, query, ATTENDANCE_CSV_MAX_ROWS + 1);
  if (rows.length > ATTENDANCE_CSV_MAX_ROWS) {
    throw new AppError(400, 'staff.csvTooLarge', `At most ${ATTENDANCE_CSV_MAX_ROWS} rows`);
  }
  const csv = toCsv(
    ['Aula', 'Data', 'Ora', 'Cognome', 'Nome', 'Matricola', 'Username', 'Registrata alle'],
    rows.map((r) => [
      room.id,
      query.date,
      schoolTime(r.hourStart).slice(0, 5),
      r.lastName,
      r.firstName,
      r.registrationNumber,
      r.username,
      schoolTime(r.checkedInAt),
    ]),
  );
  return { fileName: `presenze-aula-${room.id}-${query.date}.csv`, csv };
}
