import { describe, expect, it } from 'vitest';
import { ATTENDANCE_THRESHOLD, attendanceShare, isUnderAttendanceThreshold } from './threshold.ts';

describe('attendance threshold: three quarters of the lessons held', () => {
  it.each([
    { attended: 0, held: 0, share: 0, under: false },
    { attended: 3, held: 4, share: 0.75, under: false },
    { attended: 2, held: 4, share: 0.5, under: true },
    { attended: 74, held: 100, share: 0.74, under: true },
    { attended: 10, held: 10, share: 1, under: false },
    { attended: 12, held: 10, share: 1, under: false },
  ])('$attended of $held: share $share, under $under', ({ attended, held, share, under }) => {
    expect(attendanceShare(attended, held)).toBeCloseTo(share);
    expect(isUnderAttendanceThreshold(attended, held)).toBe(under);
  });

  it('is three quarters', () => {
    expect(ATTENDANCE_THRESHOLD).toBe(0.75);
  });
});
