import * as privacyApi from '@school/domain/privacy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** My latest export and erasure request. */
export const getMyPrivacy = (signal?: AbortSignal) => call(privacyApi.getMyPrivacy, { signal });

export function useMyPrivacy(options: { refetchWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) => getMyPrivacy(signal),
    // While the export is being built, look again now and then (the job takes seconds).
    refetchInterval: (query) =>
      options.refetchWhilePending && query.state.data?.export?.status === 'pending' ? 3000 : false,
  });
}
