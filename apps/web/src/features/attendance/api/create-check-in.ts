import * as attendanceApi from '@school/domain/attendance/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Records the check-in with the code read in the classroom. */
export const createCheckIn = (code: string) => call(attendanceApi.checkIn, { body: { code } });

export function useCreateCheckIn() {
  return useMutation({ mutationFn: createCheckIn });
}
