import {
  type ListStaffLessonsResponse,
  ListStaffLessonsResponseSchema,
} from '@school/domain/elearning/contracts/staff-lessons';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

/** `GET /api/staff/lessons`: every e-learning lesson (Didattica). */
export async function listStaffLessons(signal?: AbortSignal): Promise<ListStaffLessonsResponse> {
  return ListStaffLessonsResponseSchema.parse(await api.get<unknown>('/api/staff/lessons', { signal }));
}

export function useStaffLessons() {
  return useQuery({
    queryKey: elearningKeys.staff.lessons,
    queryFn: ({ signal }) => listStaffLessons(signal),
  });
}
