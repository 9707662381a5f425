import { type MyPrivacyResponse, MyPrivacyResponseSchema } from '@school/domain/privacy/contracts/my-data';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** `GET /api/privacy`: my latest export and erasure request. */
export async function getMyPrivacy(signal?: AbortSignal): Promise<MyPrivacyResponse> {
  return MyPrivacyResponseSchema.parse(await api.get<unknown>('/api/privacy', { signal }));
}

export function useMyPrivacy(options: { refetchWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) => getMyPrivacy(signal),
    // While the export is being built, look again now and then (the job takes seconds).
    refetchInterval: (query) =>
      options.refetchWhilePending && query.state.data?.export?.status === 'pending' ? 3000 : false,
  });
}
