import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { ExportParamsSchema } from '../my-data.ts';

export const downloadExport = endpoint(
  'GET /api/privacy/exports/:id/download',
  'Download my export (its owner only, until it expires)',
  { params: ExportParamsSchema, answer: z.any() },
);
