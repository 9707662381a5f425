import { type StaffTheses, StaffThesesSchema } from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { examUrl } from './thesis-staff-urls';

/** `GET /api/staff/thesis/editions/:edition/exams/:exam/theses` */
export async function listStaffTheses(
  edition: string,
  exam: ExamSlug,
  signal?: AbortSignal,
): Promise<StaffTheses> {
  return StaffThesesSchema.parse(await api.get<unknown>(`${examUrl(edition, exam)}/theses`, { signal }));
}

export function useStaffTheses(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: thesisKeys.staff.theses(edition, exam),
    queryFn: ({ signal }) => listStaffTheses(edition ?? '', exam, signal),
    enabled: edition !== null,
  });
}
