import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** The conditions of both exams. */
export const getEditionThesis = (edition: string, signal?: AbortSignal) =>
  call(staffThesisApi.getEdition, { params: { edition }, signal });

export function useEditionThesis(edition: string | null) {
  return useQuery({
    queryKey: thesisKeys.staff.edition(edition),
    queryFn: ({ signal }) => getEditionThesis(edition ?? '', signal),
    enabled: edition !== null,
  });
}
