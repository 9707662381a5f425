import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import {
  ErasureRequestSchema,
  ExportParamsSchema,
  MyPrivacyResponseSchema,
  PrivacyExportSchema,
  RequestErasureBodySchema,
} from './my-data.ts';

/** A signed-in person's privacy rights. */
export const privacyApi = {
  getMyPrivacy: endpoint('GET /api/privacy', 'My latest data export and erasure request', {
    answer: MyPrivacyResponseSchema,
  }),
  requestExport: endpoint(
    'POST /api/privacy/exports',
    'Ask for an export of my data (a ZIP, mailed when ready); one at a time',
    { answer: { 201: PrivacyExportSchema } },
  ),
  downloadExport: endpoint(
    'GET /api/privacy/exports/:id/download',
    'Download my export (its owner only, until it expires)',
    { params: ExportParamsSchema, answer: z.any() },
  ),
  requestErasure: endpoint(
    'POST /api/privacy/erasure',
    'Ask for the erasure of my account (confirmed); the secretariat decides',
    { body: RequestErasureBodySchema, answer: { 201: ErasureRequestSchema } },
  ),
};
