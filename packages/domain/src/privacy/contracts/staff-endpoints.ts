import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  ErasureDecisionBodySchema,
  ListErasuresQuerySchema,
  ListErasuresResponseSchema,
  RetentionOverviewResponseSchema,
  RetentionRunSchema,
  StaffErasureSchema,
} from './staff-privacy.ts';

/** The privacy endpoints of the staff console: erasure requests and data retention. */
export const staffPrivacyApi = {
  listErasures: endpoint(
    'GET /api/staff/privacy/erasures',
    'Erasure requests by status and person, oldest first; paged',
    { querystring: ListErasuresQuerySchema, answer: ListErasuresResponseSchema },
  ),
  getErasure: endpoint(
    'GET /api/staff/privacy/erasures/:id',
    'An erasure request with what its erasure keeps and why',
    { params: IdParamsSchema, answer: StaffErasureSchema },
  ),
  decideErasure: endpoint(
    'POST /api/staff/privacy/erasures/:id/decision',
    'Confirm (the erasure runs) or refuse with a reason, on the version read',
    { params: IdParamsSchema, body: ErasureDecisionBodySchema, answer: StaffErasureSchema },
  ),
  retentionOverview: endpoint(
    'GET /api/staff/privacy/retention',
    'What is due for deletion within 30 days, and the latest retention runs',
    { answer: RetentionOverviewResponseSchema },
  ),
  runRetention: endpoint(
    'POST /api/staff/privacy/retention/run',
    'Run the retention check now (what is due and not held is deleted)',
    { answer: RetentionRunSchema },
  ),
};
