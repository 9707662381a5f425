import {
  type GetKioskCodeResponse,
  GetKioskCodeResponseSchema,
} from '@school/domain/attendance/contracts/kiosk-code';
import { api } from '../../../lib/api-client';

/** `GET /api/attendance/classrooms/:id/code`: the kiosk's code of the current window. */
export async function getKioskCode(classroomId: string, signal?: AbortSignal): Promise<GetKioskCodeResponse> {
  return GetKioskCodeResponseSchema.parse(
    await api.get<unknown>(`/api/attendance/classrooms/${encodeURIComponent(classroomId)}/code`, { signal }),
  );
}
