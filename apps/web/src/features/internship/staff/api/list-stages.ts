import {
  type ListStagesResponse,
  ListStagesResponseSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { STAFF_INTERNSHIP_API } from './internship-staff-urls';

/** `GET /api/staff/internship/stages?edition=&status=&page=&pageSize=` */
export async function listStages(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListStagesResponse> {
  return ListStagesResponseSchema.parse(
    await api.get<unknown>(`${STAFF_INTERNSHIP_API}/stages?${new URLSearchParams(params).toString()}`, {
      signal,
    }),
  );
}

export function useStageBoard(params: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: internshipKeys.staff.board(params),
    queryFn: ({ signal }) => listStages(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
