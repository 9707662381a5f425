import {
  type StaffStageDocumentsResponse,
  StaffStageDocumentsResponseSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { editionUrl } from './internship-staff-urls';

/** `GET …/editions/:code/documents` */
export async function listEditionDocuments(
  code: string,
  signal?: AbortSignal,
): Promise<StaffStageDocumentsResponse> {
  return StaffStageDocumentsResponseSchema.parse(
    await api.get<unknown>(`${editionUrl(code)}/documents`, { signal }),
  );
}

export function useEditionDocuments(code: string | null) {
  return useQuery({
    queryKey: internshipKeys.staff.editionDocuments(code),
    queryFn: ({ signal }) => listEditionDocuments(code ?? '', signal),
    enabled: code !== null,
  });
}
