import { endpoint } from '../../../shared/endpoint.ts';
import { PrivacyExportSchema } from '../my-data.ts';

export const requestExport = endpoint(
  'POST /api/privacy/exports',
  'Ask for an export of my data (a ZIP, mailed when ready); one at a time',
  { answer: { 201: PrivacyExportSchema } },
);
