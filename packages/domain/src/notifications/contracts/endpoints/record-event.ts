import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { RecordEventBodySchema } from '../analytics.ts';

export const recordEvent = endpoint(
  'POST /api/analytics/events',
  'Record an analytics event (allow-listed names only)',
  {
    body: RecordEventBodySchema,
    answer: { 204: z.null() },
  },
);
