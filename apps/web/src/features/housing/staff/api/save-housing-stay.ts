import {
  type SaveHousingStayBody,
  type StaffHousingContract,
  StaffHousingContractSchema,
} from '@school/domain/housing/contracts/staff-housing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { housingKeys } from '../../api/housing-keys';

/** `PUT /api/staff/housing/stays/:enrolmentId`: assign (version null) or change the stay on the version read. */
export async function saveHousingStay({
  enrolmentId,
  body,
}: {
  enrolmentId: string;
  body: SaveHousingStayBody;
}): Promise<StaffHousingContract> {
  return StaffHousingContractSchema.parse(
    await api.put<unknown>(`/api/staff/housing/stays/${enrolmentId}`, body),
  );
}

export function useSaveHousingStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHousingStay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: housingKeys.staff.stays }),
  });
}
