import * as staffElearningApi from '@school/domain/elearning/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { elearningKeys } from '../../api/elearning-keys';

/** Every e-learning lesson (Didattica). */
export const listStaffLessons = (signal?: AbortSignal) => call(staffElearningApi.listLessons, { signal });

export function useStaffLessons() {
  return useQuery({
    queryKey: elearningKeys.staff.lessons,
    queryFn: ({ signal }) => listStaffLessons(signal),
  });
}
