import { hourStartAt } from '@school/domain/attendance/qr-code';
import { schoolDayBounds, schoolToday } from '@school/domain/attendance/school-day';
import type { Db } from '../client.ts';
import { checkIns, classrooms } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo classrooms: their kiosks are /presenze/aula/12 and /presenze/aula/LAB3. */
export const DEMO_CLASSROOMS = [
  { id: '12', name: 'Aula 12' },
  { id: 'LAB3', name: 'Laboratorio 3' },
] as const;

/**
 * Attendance in the demo: the two classrooms, and Luca's check-ins of yesterday in Aula 12 (9:00
 * and 11:00 on the school's clock), so the register has a day to show. Today is left free for
 * him to check in with the kiosk's code.
 */
export async function seedDemoAttendance(tx: Tx, people: { studentId: string }) {
  await tx
    .insert(classrooms)
    .values([...DEMO_CLASSROOMS])
    .onConflictDoNothing();
  const yesterday = schoolToday(Date.now() - 24 * 3600 * 1000);
  const dayStart = schoolDayBounds(yesterday).from.getTime();
  const at = (hour: number, minute: number) => new Date(dayStart + (hour * 60 + minute) * 60_000);
  await tx
    .insert(checkIns)
    .values(
      [at(9, 4), at(11, 2)].map((checkedInAt) => ({
        userId: people.studentId,
        classroomId: '12',
        hourStart: hourStartAt(checkedInAt.getTime()),
        checkedInAt,
      })),
    )
    .onConflictDoNothing();
}
