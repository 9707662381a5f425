import type { GetUtilityEnrolmentResponse } from '@school/domain/utility/contracts/staff-utility';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityKeys } from '../../api/utility-keys';

/** Every change answers the enrolment as it now is: it replaces the cached one; lists reload. */
export function useEnrolmentChange<V>(
  id: string,
  send: (variables: V) => Promise<GetUtilityEnrolmentResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(utilityKeys.staff.enrolment(id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: utilityKeys.staff.all }),
  });
}
