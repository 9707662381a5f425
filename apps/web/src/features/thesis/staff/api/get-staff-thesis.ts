import { type StaffThesis, StaffThesisSchema } from '@school/domain/thesis/contracts/staff-thesis';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { STAFF_THESIS_API } from './thesis-staff-urls';

/** `GET /api/staff/thesis/theses/:id` */
export async function getStaffThesis(id: string, signal?: AbortSignal): Promise<StaffThesis> {
  return StaffThesisSchema.parse(
    await api.get<unknown>(`${STAFF_THESIS_API}/theses/${encodeURIComponent(id)}`, { signal }),
  );
}

export function useStaffThesis(id: string) {
  return useQuery({
    queryKey: thesisKeys.staff.thesis(id),
    queryFn: ({ signal }) => getStaffThesis(id, signal),
  });
}
