import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import type { RetentionRun } from '@school/domain/privacy/contracts/staff-privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** The retention check, now; its counts. */
export const runRetention = () => call(staffPrivacyApi.runRetention);

export function useRunRetention(onRan: (run: RetentionRun) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRetention,
    onSuccess: async (answer) => {
      onRan(answer);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.staff.all });
    },
  });
}
