import { endpoint } from '../../../shared/endpoint.ts';
import { BroadcastResponseSchema, CreateBroadcastBodySchema } from '../broadcasts.ts';

export const createBroadcast = endpoint(
  'POST /api/staff/notifications/broadcasts',
  'Send a notification to a group (in batches, by the job runner)',
  { body: CreateBroadcastBodySchema, answer: { 201: BroadcastResponseSchema } },
);
