import { chooseCourseEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import type { CheckIn, GetLastCheckInResponse } from '@school/domain/attendance/contracts/check-in';
import type { GetKioskCodeResponse } from '@school/domain/attendance/contracts/kiosk-code';
import {
  ATTENDANCE_WINDOW_SECONDS,
  buildCode,
  hourStartAt,
  parseQrCode,
  type Signer,
  verifyToken,
  windowEndsAt,
  windowIndex,
} from '@school/domain/attendance/qr-code';
import type { Db } from '../../db/client.ts';
import type { CheckInRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findCheckInOfHour,
  findClassroom,
  insertCheckIn,
  listActiveClassroomIds,
} from './attendance.repository.ts';

/**
 * Attendance by QR (specification 000, sections 4, 5 and 7): the student's last check-in of this
 * hour (lastRecordedCheckin) and a check-in with the code scanned in the classroom (saveCheckin);
 * the classroom kiosk's current code. Codes are checked against the server's secret (`sign`);
 * one check-in per student, room and hour is the unique constraint's decision.
 */

export interface AttendanceDeps {
  db: Db;
  sign: Signer;
}

const unknownRoom = () => new AppError(404, 'attendance.unknownRoom', 'No active classroom has this id');

function toCheckIn(row: CheckInRow, classroomName: string): CheckIn {
  return {
    classroomId: row.classroomId,
    classroomName,
    checkedInAt: row.checkedInAt.toISOString(),
    hourStart: row.hourStart.toISOString(),
  };
}

/** GET /api/attendance/last-check-in: the check-in of the current school hour ("registrato"), any room. */
export async function getLastCheckIn(db: Db, userId: string, nowMs: number): Promise<GetLastCheckInResponse> {
  const found = await findCheckInOfHour(db, userId, hourStartAt(nowMs));
  return { checkIn: found ? toCheckIn(found.checkIn, found.classroomName) : null };
}

/**
 * POST /api/attendance/check-ins. Everything is checked before anything is written: the code's
 * shape (400 attendance.malformedCode), the room (404 attendance.unknownRoom: none, or inactive),
 * the token for that room now (400 attendance.otherRoom: another active room's current code with
 * this room's id; attendance.codeExpired: this room's code of an earlier window; otherwise
 * attendance.invalidCode). Then one insert: a second check-in for the room and hour is 409
 * attendance.alreadyCheckedIn, decided by the unique constraint (concurrent requests included).
 */
export async function createCheckIn(
  deps: AttendanceDeps,
  user: { id: string; subject: AccessSubject },
  code: string,
  nowMs: number,
): Promise<CheckIn> {
  const parsed = parseQrCode(code);
  if (!parsed || parsed.isTest) {
    // A test code ("QRCode OK") is the page's own affair and never reaches a room.
    throw new AppError(400, 'attendance.malformedCode', 'Not an attendance code (token;room)');
  }
  const room = await findClassroom(deps.db, parsed.roomId);
  if (!room?.isActive) throw unknownRoom();
  const verdict = verifyToken(deps.sign, parsed.token, room.id, nowMs);
  if (verdict === 'expired') throw new AppError(400, 'attendance.codeExpired', 'The code is no longer valid');
  if (verdict === 'invalid') {
    const others = (await listActiveClassroomIds(deps.db)).filter((id) => id !== room.id);
    if (others.some((id) => verifyToken(deps.sign, parsed.token, id, nowMs) === 'valid')) {
      throw new AppError(400, 'attendance.otherRoom', 'The code belongs to another classroom');
    }
    throw new AppError(400, 'attendance.invalidCode', 'The code is not valid');
  }
  const row = await insertCheckIn(deps.db, {
    userId: user.id,
    classroomId: room.id,
    enrolmentId: chooseCourseEnrolment(user.subject.enrolments)?.id ?? null,
    hourStart: hourStartAt(nowMs),
  });
  if (!row) throw new AppError(409, 'attendance.alreadyCheckedIn', 'Already checked in for this hour');
  return toCheckIn(row, room.name);
}

/** GET /api/attendance/classrooms/:id/code: the kiosk's code of the current window. */
export async function getKioskCode(
  deps: AttendanceDeps,
  classroomId: string,
  nowMs: number,
): Promise<GetKioskCodeResponse> {
  const room = await findClassroom(deps.db, classroomId);
  if (!room?.isActive) throw unknownRoom();
  const window = windowIndex(nowMs);
  return {
    classroomId: room.id,
    classroomName: room.name,
    code: buildCode(deps.sign, room.id, window),
    expiresAt: new Date(windowEndsAt(window)).toISOString(),
    serverTime: new Date(nowMs).toISOString(),
    windowSeconds: ATTENDANCE_WINDOW_SECONDS,
  };
}
