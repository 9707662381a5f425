import { endpoint } from '../../shared/endpoint.ts';
import {
  AudienceQuerySchema,
  AudienceResponseSchema,
  BroadcastResponseSchema,
  CreateBroadcastBodySchema,
  ListBroadcastsResponseSchema,
} from './broadcasts.ts';

/** The notifications endpoints of the staff console (the secretariat's composer). */
export const staffNotificationsApi = {
  audience: endpoint('GET /api/staff/notifications/audience', 'How many people a group holds', {
    querystring: AudienceQuerySchema,
    answer: AudienceResponseSchema,
  }),
  listBroadcasts: endpoint(
    'GET /api/staff/notifications/broadcasts',
    'The latest notifications sent to groups',
    { answer: ListBroadcastsResponseSchema },
  ),
  createBroadcast: endpoint(
    'POST /api/staff/notifications/broadcasts',
    'Send a notification to a group (in batches, by the job runner)',
    { body: CreateBroadcastBodySchema, answer: { 201: BroadcastResponseSchema } },
  ),
};
