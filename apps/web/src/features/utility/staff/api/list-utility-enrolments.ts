import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { utilityKeys } from '../../api/utility-keys';

/** The course enrolments found by person: `search`, `page`, `pageSize`. */
export const listUtilityEnrolments = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffUtilityApi.listEnrolments, { query: params, signal });

export function useUtilityEnrolments(params: Record<string, string>) {
  return useQuery({
    queryKey: utilityKeys.staff.enrolments(params),
    queryFn: ({ signal }) => listUtilityEnrolments(params, signal),
    placeholderData: keepPreviousData,
  });
}
