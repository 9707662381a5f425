import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { BillingExportQuerySchema } from '../billing-export.ts';

export const exportCsv = endpoint(
  'GET /api/staff/billing/export.csv',
  'The confirmed billing forms (course or housing; new since the last export, or all) as CSV in the CRM field names; recorded',
  { querystring: BillingExportQuerySchema, answer: z.string() },
);
