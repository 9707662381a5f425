import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** The board's filters as the query takes them (edition, status, page, pageSize; the ones set). */
type StagesQuery = z.input<NonNullable<typeof staffInternshipApi.listStages.querystring>>;

/** The stage board of an edition, by status; paged. */
export const listStages = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffInternshipApi.listStages, { query: params as StagesQuery, signal });

export function useStageBoard(params: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: internshipKeys.staff.board(params),
    queryFn: ({ signal }) => listStages(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
