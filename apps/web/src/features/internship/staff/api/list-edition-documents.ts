import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** The documents of every stage of the edition. */
export const listEditionDocuments = (code: string, signal?: AbortSignal) =>
  call(staffInternshipApi.listEditionDocuments, { params: { code }, signal });

export function useEditionDocuments(code: string | null) {
  return useQuery({
    queryKey: internshipKeys.staff.editionDocuments(code),
    queryFn: ({ signal }) => listEditionDocuments(code ?? '', signal),
    enabled: code !== null,
  });
}
