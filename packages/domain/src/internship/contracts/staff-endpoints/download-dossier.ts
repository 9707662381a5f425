import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';

export const downloadDossier = endpoint(
  'GET /api/staff/internship/dossiers/:id',
  "The internship dossier of a stage (the stage's id)",
  { params: IdParamsSchema },
);
