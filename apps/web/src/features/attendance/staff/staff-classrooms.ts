import {
  type CreateClassroomBody,
  type ListClassroomsResponse,
  ListClassroomsResponseSchema,
  StaffClassroomSchema,
  type UpdateClassroomBody,
} from '@school/domain/attendance/contracts/staff-attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CLASSROOMS_QUERY_KEY = ['staff', 'classrooms'] as const;

/** `GET /api/staff/classrooms` (Didattica). */
export function useStaffClassrooms() {
  return useQuery({
    queryKey: CLASSROOMS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<ListClassroomsResponse> =>
      ListClassroomsResponseSchema.parse(await api.get<unknown>('/api/staff/classrooms', { signal })),
  });
}

/** `POST /api/staff/classrooms` or `PUT /api/staff/classrooms/:id` (on the version read). */
export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      save: { id: null; body: CreateClassroomBody } | { id: string; body: UpdateClassroomBody },
    ) =>
      StaffClassroomSchema.parse(
        save.id === null
          ? await api.post<unknown>('/api/staff/classrooms', save.body)
          : await api.put<unknown>(`/api/staff/classrooms/${encodeURIComponent(save.id)}`, save.body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_QUERY_KEY }),
  });
}
