import type { Audience } from '@school/domain/notifications/contracts/broadcasts';

/** The notifications' console query keys, under `['staff', 'notifications']`. */
export const notificationsKeys = {
  staff: {
    all: ['staff', 'notifications'] as const,
    audience: (audience: Audience | null) => ['staff', 'notifications', 'audience', audience] as const,
    broadcasts: ['staff', 'notifications', 'broadcasts'] as const,
  },
};
