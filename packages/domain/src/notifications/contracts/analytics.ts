import { z } from 'zod';

/**
 * Our own analytics (specification 001, section 7: "The install prompt outcome (accepted or
 * dismissed) is logged as an analytics event"): `POST /api/analytics/events`, kept in our database,
 * only the names listed here. No third-party tracker.
 */
export const ANALYTICS_EVENTS = ['installPrompt.accepted', 'installPrompt.dismissed'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const RecordEventBodySchema = z.object({
  name: z.string().refine((v) => (ANALYTICS_EVENTS as readonly string[]).includes(v), {
    error: 'analytics.unknownEvent',
  }),
});
export type RecordEventBody = { name: AnalyticsEvent };
