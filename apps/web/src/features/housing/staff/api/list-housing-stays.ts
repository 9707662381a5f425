import * as staffHousingApi from '@school/domain/housing/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { housingKeys } from '../../api/housing-keys';

/** One page of housing contracts with their stay: `search`, `stay`, `page`, `pageSize`. */
export const listHousingStays = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffHousingApi.listStays, { query: params, signal });

export function useHousingStays(params: Record<string, string>) {
  return useQuery({
    queryKey: housingKeys.staff.staysPage(params),
    queryFn: ({ signal }) => listHousingStays(params, signal),
    placeholderData: keepPreviousData,
  });
}
