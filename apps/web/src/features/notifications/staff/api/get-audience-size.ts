import type { Audience } from '@school/domain/notifications/contracts/broadcasts';
import * as staffNotificationsApi from '@school/domain/notifications/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { notificationsKeys } from '../../api/notifications-keys';

/** The group as the query names it, its kind first (none chosen: an empty query, refused by the server). */
const audienceQuery = (audience: Audience | null): Audience =>
  audience === null
    ? ({} as Audience)
    : audience.kind === 'edition'
      ? { kind: 'edition', editionId: audience.editionId }
      : { kind: 'category', category: audience.category };

/** How many people the group holds. */
export async function getAudienceSize(audience: Audience | null, signal?: AbortSignal): Promise<number> {
  return (await call(staffNotificationsApi.audience, { query: audienceQuery(audience), signal })).recipients;
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
