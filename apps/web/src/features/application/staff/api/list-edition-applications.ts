import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';
import type { EditionParams } from './application-staff-urls';

/**
 * The applications of an edition: `edition`, `status`, `step`, `from`, `to`, `feePaid`, `sort`,
 * `dir`, `page` (asked only once an edition is chosen).
 */
export const listEditionApplications = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffApi.listApplications, { query: params as EditionParams, signal });

export function useEditionApplications(params: Record<string, string> | null) {
  return useQuery({
    queryKey: applicationKeys.staff.list(params),
    queryFn: ({ signal }) => listEditionApplications(params ?? {}, signal),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}
