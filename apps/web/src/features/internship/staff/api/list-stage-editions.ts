import {
  type StaffStageEditionsResponse,
  StaffStageEditionsResponseSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { STAFF_INTERNSHIP_API } from './internship-staff-urls';

/** `GET /api/staff/internship/editions` */
export async function listStageEditions(signal?: AbortSignal): Promise<StaffStageEditionsResponse> {
  return StaffStageEditionsResponseSchema.parse(
    await api.get<unknown>(`${STAFF_INTERNSHIP_API}/editions`, { signal }),
  );
}

export function useStageEditions() {
  return useQuery({
    queryKey: internshipKeys.staff.editions,
    queryFn: ({ signal }) => listStageEditions(signal),
  });
}
