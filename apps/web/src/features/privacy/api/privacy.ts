import {
  type ErasureRequest,
  ErasureRequestSchema,
  type MyPrivacyResponse,
  MyPrivacyResponseSchema,
  type PrivacyExport,
  PrivacyExportSchema,
  type RequestErasureBody,
} from '@school/domain/privacy/contracts/my-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  mine: ['privacy', 'mine'] as const,
};

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

/** `POST /api/privacy/exports`: ask for an export of my data. */
export async function requestExport(): Promise<PrivacyExport> {
  return PrivacyExportSchema.parse(await api.post<unknown>('/api/privacy/exports', {}));
}

/** `POST /api/privacy/erasure`: ask for the erasure of my account. */
export async function requestErasure(body: RequestErasureBody): Promise<ErasureRequest> {
  return ErasureRequestSchema.parse(await api.post<unknown>('/api/privacy/erasure', body));
}

export function usePrivacyMutation<T, A>(call: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
