import { type Audience, AudienceResponseSchema } from '@school/domain/notifications/contracts/broadcasts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

const audienceQuery = (audience: Audience) =>
  audience.kind === 'edition'
    ? `kind=edition&editionId=${encodeURIComponent(audience.editionId)}`
    : `kind=category&category=${encodeURIComponent(audience.category)}`;

/** `GET /api/staff/notifications/audience`: how many people the group holds. */
export async function getAudienceSize(audience: Audience | null, signal?: AbortSignal): Promise<number> {
  return AudienceResponseSchema.parse(
    await api.get<unknown>(`/api/staff/notifications/audience?${audience ? audienceQuery(audience) : ''}`, {
      signal,
    }),
  ).recipients;
}

/** The size of the group (not asked while none is chosen). */
export function useAudienceSize(audience: Audience | null) {
  return useQuery({
    queryKey: notificationsKeys.staff.audience(audience),
    queryFn: ({ signal }) => getAudienceSize(audience, signal),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
}
