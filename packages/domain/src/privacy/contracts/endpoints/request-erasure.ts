import { endpoint } from '../../../shared/endpoint.ts';
import { ErasureRequestSchema, RequestErasureBodySchema } from '../my-data.ts';

export const requestErasure = endpoint(
  'POST /api/privacy/erasure',
  'Ask for the erasure of my account (confirmed); the secretariat decides',
  { body: RequestErasureBodySchema, answer: { 201: ErasureRequestSchema } },
);
