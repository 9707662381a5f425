import { canSeeCandidateArea, isSecretariatStaff } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import { GetOverviewResponseSchema } from '@school/domain/candidate/contracts/get-overview';
import { GetVisaResponseSchema } from '@school/domain/candidate/contracts/get-visa';
import { ListApplicationsResponseSchema } from '@school/domain/candidate/contracts/list-applications';
import { ListDocumentsResponseSchema } from '@school/domain/candidate/contracts/list-documents';
import { ListPaymentsResponseSchema } from '@school/domain/candidate/contracts/list-payments';
import {
  GetClothingResponseSchema,
  UpdateClothingBodySchema,
  UpdateClothingResponseSchema,
} from '@school/domain/candidate/contracts/update-clothing';
import {
  embassyAppointmentBodySchema,
  flightBodySchema,
  UpdateVisaResponseSchema,
  visaOutcomeBodySchema,
} from '@school/domain/candidate/contracts/update-visa';
import {
  DocumentParamsSchema,
  UploadDocumentRequestBodySchema,
  UploadDocumentResponseSchema,
} from '@school/domain/candidate/contracts/upload-document';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { requireProfile } from '../../plugins/app/auth.ts';
import {
  getApplicationHistory,
  getClothing,
  getDocuments,
  getOverview,
  getPayments,
  getVisa,
  saveEmbassyAppointment,
  saveFlight,
  saveVisaOutcome,
  updateClothing,
  uploadDocument,
} from './candidate.service.ts';
import { documentFileHandler } from './document-download.ts';

const tags = ['candidate'];
/**
 * "min today" depends on the day: the route declares each visa schema with an early bound for its
 * shape (and OpenAPI); the service checks the phase, then parses again with today's schema.
 */
const SHAPE_ONLY_DAY = '1900-01-01';

/** The candidate area (specification 000, section 2 "Candidate area"): only Candidato and Studente. */
export default async function candidateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The document's owner or the secretariat (the service then checks which document).
  const canSeeCandidateAreaOrStaff = (s: AccessSubject) => canSeeCandidateArea(s) || isSecretariatStaff(s);

  app.get(
    '/candidate/overview',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Current application, its six-icon status bar and the tabs to show',
        response: { 200: GetOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => getOverview(app.db, await requireProfile(request)),
  );

  app.get(
    '/candidate/applications',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Application history (Storico): course, date, status',
        response: { 200: ListApplicationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getApplicationHistory(app.db, await requireProfile(request)),
  );

  app.get(
    '/candidate/documents',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Documents requested for the current application',
        response: { 200: ListDocumentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDocuments(app.db, await requireProfile(request)),
  );

  app.post(
    '/candidate/documents/:id/upload',
    {
      config: { access: canSeeCandidateArea },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload the file of a requested document (base64; encrypted when the document asks)',
        params: DocumentParamsSchema,
        body: UploadDocumentRequestBodySchema,
        response: { 200: UploadDocumentResponseSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadDocument(
        { db: app.db, storage: app.storage, log: request.log },
        await requireProfile(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/candidate/documents/:id/file',
    {
      config: { access: canSeeCandidateAreaOrStaff },
      schema: {
        tags,
        summary: 'Download the file of a document (its owner or the secretariat)',
        params: DocumentParamsSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    documentFileHandler(app),
  );

  app.get(
    '/candidate/payments',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Instalments of the current application',
        response: { 200: ListPaymentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getPayments(app.db, await requireProfile(request)),
  );

  app.get(
    '/candidate/clothing',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Sizes offered for the course and sex, sizes chosen, and whether they can change',
        response: { 200: GetClothingResponseSchema, ...errorResponses },
      },
    },
    async (request) => getClothing(app.db, await requireProfile(request)),
  );

  app.put(
    '/candidate/clothing',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Confirm the sizes (every offered item); success: "Taglie aggiornate correttamente!"',
        body: UpdateClothingBodySchema,
        response: { 200: UpdateClothingResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateClothing(app.db, await requireProfile(request), request.body),
  );

  app.get(
    '/candidate/visa',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'The visa record (null when the visa is not enabled)',
        response: { 200: GetVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => getVisa(app.db, await requireProfile(request)),
  );

  app.put(
    '/candidate/visa/embassy',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Phase 1: embassy appointment (sets "Attesa visto ambasciata")',
        body: embassyAppointmentBodySchema(SHAPE_ONLY_DAY),
        response: { 200: UpdateVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveEmbassyAppointment(app.db, await requireProfile(request), request.body),
  );

  app.put(
    '/candidate/visa/flight',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Phase 2: flight information',
        body: flightBodySchema(SHAPE_ONLY_DAY),
        response: { 200: UpdateVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveFlight(app.db, await requireProfile(request), request.body),
  );

  app.put(
    '/candidate/visa/outcome',
    {
      config: { access: canSeeCandidateArea },
      schema: {
        tags,
        summary: 'Phase 3: the outcome, granted with dates or refused with a reason; locked once saved',
        body: visaOutcomeBodySchema(SHAPE_ONLY_DAY),
        response: { 200: UpdateVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveVisaOutcome(app.db, await requireProfile(request), request.body),
  );
}
