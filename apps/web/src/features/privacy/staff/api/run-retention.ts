import { type RetentionRun, RetentionRunSchema } from '@school/domain/privacy/contracts/staff-privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** `POST /api/staff/privacy/retention/run`: the retention check, now; its counts. */
export async function runRetention(): Promise<RetentionRun> {
  return RetentionRunSchema.parse(await api.post<unknown>('/api/staff/privacy/retention/run', {}));
}

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
