import * as staffHousingApi from '@school/domain/housing/contracts/staff-endpoints';
import type { SaveHousingStayBody } from '@school/domain/housing/contracts/staff-housing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { housingKeys } from '../../api/housing-keys';

/** Assigns (version null) or changes the stay on the version read. */
export const saveHousingStay = ({ enrolmentId, body }: { enrolmentId: string; body: SaveHousingStayBody }) =>
  call(staffHousingApi.saveStay, { params: { enrolmentId }, body });

export function useSaveHousingStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHousingStay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: housingKeys.staff.stays }),
  });
}
