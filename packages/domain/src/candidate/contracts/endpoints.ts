import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import { GetOverviewResponseSchema } from './get-overview.ts';
import { GetVisaResponseSchema } from './get-visa.ts';
import { ListApplicationsResponseSchema } from './list-applications.ts';
import { ListDocumentsResponseSchema } from './list-documents.ts';
import { ListPaymentsResponseSchema } from './list-payments.ts';
import {
  GetClothingResponseSchema,
  UpdateClothingBodySchema,
  UpdateClothingResponseSchema,
} from './update-clothing.ts';
import {
  embassyAppointmentBodySchema,
  flightBodySchema,
  UpdateVisaResponseSchema,
  visaOutcomeBodySchema,
} from './update-visa.ts';
import {
  DocumentParamsSchema,
  UploadDocumentRequestBodySchema,
  UploadDocumentResponseSchema,
} from './upload-document.ts';

/**
 * "min today" depends on the day: the route declares each visa schema with an early bound for its
 * shape (and OpenAPI); the service checks the phase, then parses again with today's schema.
 */
const SHAPE_ONLY_DAY = '1900-01-01';

/** The candidate area's endpoints (specification 000, section 2 "Candidate area"). */
export const candidateApi = {
  getOverview: endpoint(
    'GET /api/candidate/overview',
    'Current application, its six-icon status bar and the tabs to show',
    { answer: GetOverviewResponseSchema },
  ),
  listApplications: endpoint(
    'GET /api/candidate/applications',
    'Application history (Storico): course, date, status',
    { answer: ListApplicationsResponseSchema },
  ),
  listDocuments: endpoint('GET /api/candidate/documents', 'Documents requested for the current application', {
    answer: ListDocumentsResponseSchema,
  }),
  uploadDocument: endpoint(
    'POST /api/candidate/documents/:id/upload',
    'Upload the file of a requested document (base64; encrypted when the document asks)',
    {
      params: DocumentParamsSchema,
      body: UploadDocumentRequestBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 200: UploadDocumentResponseSchema, 413: ErrorResponseSchema },
    },
  ),
  downloadDocument: endpoint(
    'GET /api/candidate/documents/:id/file',
    'Download the file of a document (its owner or the secretariat)',
    { params: DocumentParamsSchema, answer: z.any() },
  ),
  listPayments: endpoint('GET /api/candidate/payments', 'Instalments of the current application', {
    answer: ListPaymentsResponseSchema,
  }),
  getClothing: endpoint(
    'GET /api/candidate/clothing',
    'Sizes offered for the course and sex, sizes chosen, and whether they can change',
    { answer: GetClothingResponseSchema },
  ),
  saveClothing: endpoint(
    'PUT /api/candidate/clothing',
    'Confirm the sizes (every offered item); success: "Taglie aggiornate correttamente!"',
    { body: UpdateClothingBodySchema, answer: UpdateClothingResponseSchema },
  ),
  getVisa: endpoint('GET /api/candidate/visa', 'The visa record (null when the visa is not enabled)', {
    answer: GetVisaResponseSchema,
  }),
  saveEmbassy: endpoint(
    'PUT /api/candidate/visa/embassy',
    'Phase 1: embassy appointment (sets "Attesa visto ambasciata")',
    { body: embassyAppointmentBodySchema(SHAPE_ONLY_DAY), answer: UpdateVisaResponseSchema },
  ),
  saveFlight: endpoint('PUT /api/candidate/visa/flight', 'Phase 2: flight information', {
    body: flightBodySchema(SHAPE_ONLY_DAY),
    answer: UpdateVisaResponseSchema,
  }),
  saveOutcome: endpoint(
    'PUT /api/candidate/visa/outcome',
    'Phase 3: the outcome, granted with dates or refused with a reason; locked once saved',
    { body: visaOutcomeBodySchema(SHAPE_ONLY_DAY), answer: UpdateVisaResponseSchema },
  ),
};
