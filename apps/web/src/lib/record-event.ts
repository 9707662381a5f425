import type { AnalyticsEvent } from '@school/domain/notifications/contracts/analytics';
import { api } from './api-client';

/** `POST /api/analytics/events`: one allow-listed event, kept in our own database. */
export function recordEvent(name: AnalyticsEvent): Promise<void> {
  return api.post('/api/analytics/events', { name });
}
