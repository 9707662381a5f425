import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import {
  StaffApplicationResponseSchema,
  UpdateApplicationStatusBodySchema,
} from '../update-application-status.ts';

export const setStatus = endpoint(
  'PUT /api/staff/applications/:id/status',
  'Set the status fields of an application',
  {
    params: IdParamsSchema,
    body: UpdateApplicationStatusBodySchema,
    answer: StaffApplicationResponseSchema,
  },
);
