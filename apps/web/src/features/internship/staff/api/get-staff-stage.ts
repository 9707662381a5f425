import { type StaffStage, StaffStageSchema } from '@school/domain/internship/contracts/staff-internship';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';
import { stageUrl } from './internship-staff-urls';

/** `GET /api/staff/internship/stages/:id` */
export async function getStaffStage(id: string, signal?: AbortSignal): Promise<StaffStage> {
  return StaffStageSchema.parse(await api.get<unknown>(stageUrl(id), { signal }));
}

export function useStaffStage(id: string) {
  return useQuery({
    queryKey: internshipKeys.staff.stage(id),
    queryFn: ({ signal }) => getStaffStage(id, signal),
  });
}
