import * as attendanceApi from '@school/domain/attendance/contracts/endpoints';
import { call } from '../../../lib/api-client';

/** The kiosk's code of the current window. */
export const getKioskCode = (classroomId: string, signal?: AbortSignal) =>
  call(attendanceApi.kioskCode, { params: { id: classroomId }, signal });
