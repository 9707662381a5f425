/**
 * The attendance threshold: a student who attended less than this share of the lesson hours held
 * for their course in a classroom is under it (the console's insights list them). Reading
 * (decision 71): the school's usual rule of three quarters of the lessons; a lesson hour is held
 * when at least one student of the course checked in during it.
 */
export const ATTENDANCE_THRESHOLD = 0.75;

/** The share of the lessons held that a student attended, 0 to 1 (0 when none was held). */
export function attendanceShare(attended: number, held: number): number {
  if (held <= 0) return 0;
  return Math.min(1, Math.max(0, attended) / held);
}

/** "Under the attendance threshold": below the share, once at least one lesson was held. */
export function isUnderAttendanceThreshold(attended: number, held: number): boolean {
  return held > 0 && attendanceShare(attended, held) < ATTENDANCE_THRESHOLD;
}
