import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** A thesis with its dishes, lines and totals (read only). */
export const getStaffThesis = (id: string, signal?: AbortSignal) =>
  call(staffThesisApi.getThesis, { params: { id }, signal });

export function useStaffThesis(id: string) {
  return useQuery({
    queryKey: thesisKeys.staff.thesis(id),
    queryFn: ({ signal }) => getStaffThesis(id, signal),
  });
}
