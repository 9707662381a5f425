import {
  type Audience,
  AudienceResponseSchema,
  BroadcastResponseSchema,
  type CreateBroadcastBody,
  type ListBroadcastsResponse,
  ListBroadcastsResponseSchema,
} from '@school/domain/notifications/contracts/broadcasts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const BROADCASTS_KEY = ['staff', 'notifications', 'broadcasts'] as const;

const audienceQuery = (audience: Audience) =>
  audience.kind === 'edition'
    ? `kind=edition&editionId=${encodeURIComponent(audience.editionId)}`
    : `kind=category&category=${encodeURIComponent(audience.category)}`;

/** `GET /api/staff/notifications/audience`: how many people the group holds (null while none is chosen). */
export function useAudienceSize(audience: Audience | null) {
  return useQuery({
    queryKey: ['staff', 'notifications', 'audience', audience],
    queryFn: async ({ signal }) =>
      AudienceResponseSchema.parse(
        await api.get<unknown>(
          `/api/staff/notifications/audience?${audience ? audienceQuery(audience) : ''}`,
          {
            signal,
          },
        ),
      ).recipients,
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/notifications/broadcasts`: the latest ones, read again every 5 s while one is sending. */
export function useBroadcasts() {
  return useQuery({
    queryKey: BROADCASTS_KEY,
    queryFn: async ({ signal }): Promise<ListBroadcastsResponse> =>
      ListBroadcastsResponseSchema.parse(
        await api.get<unknown>('/api/staff/notifications/broadcasts', { signal }),
      ),
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((b) => b.status === 'sending') ? 5_000 : false,
  });
}

/** `POST /api/staff/notifications/broadcasts`. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBroadcastBody) =>
      BroadcastResponseSchema.parse(await api.post<unknown>('/api/staff/notifications/broadcasts', body))
        .broadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY }),
  });
}
