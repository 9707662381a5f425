import {
  type CreateCheckInResponse,
  CreateCheckInResponseSchema,
} from '@school/domain/attendance/contracts/check-in';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/attendance/check-ins`: records the check-in with the code read in the classroom. */
export async function createCheckIn(code: string): Promise<CreateCheckInResponse> {
  return CreateCheckInResponseSchema.parse(await api.post<unknown>('/api/attendance/check-ins', { code }));
}

export function useCreateCheckIn() {
  return useMutation({ mutationFn: createCheckIn });
}
