import {
  type StaffEditionThesis,
  StaffEditionThesisSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { editionUrl } from './thesis-staff-urls';

/** `GET /api/staff/thesis/editions/:edition`: the conditions of both exams. */
export async function getEditionThesis(edition: string, signal?: AbortSignal): Promise<StaffEditionThesis> {
  return StaffEditionThesisSchema.parse(await api.get<unknown>(editionUrl(edition), { signal }));
}

export function useEditionThesis(edition: string | null) {
  return useQuery({
    queryKey: thesisKeys.staff.edition(edition),
    queryFn: ({ signal }) => getEditionThesis(edition ?? '', signal),
    enabled: edition !== null,
  });
}
