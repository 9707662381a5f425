import {
  ListStaffAuditQuerySchema,
  ListStaffAuditResponseSchema,
  RecordHistoryParamsSchema,
  RecordHistoryQuerySchema,
} from '@school/domain/staff/contracts/audit';
import {
  BillingEditingParamsSchema,
  SetBillingEditingBodySchema,
  SetClothingEditingBodySchema,
  StaffBillingStateResponseSchema,
} from '@school/domain/staff/contracts/editing';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import { GetStaffApplicationResponseSchema } from '@school/domain/staff/contracts/get-application';
import {
  AddInstalmentBodySchema,
  InstalmentResponseSchema,
  RecordPaymentBodySchema,
} from '@school/domain/staff/contracts/instalments';
import {
  ListCandidatesQuerySchema,
  ListCandidatesResponseSchema,
} from '@school/domain/staff/contracts/list-candidates';
import {
  RequestDocumentBodySchema,
  RequestDocumentResponseSchema,
} from '@school/domain/staff/contracts/request-document';
import {
  ApproveDocumentBodySchema,
  RejectDocumentBodySchema,
  ReviewDocumentResponseSchema,
} from '@school/domain/staff/contracts/review-document';
import {
  StaffApplicationResponseSchema,
  UpdateApplicationStatusBodySchema,
} from '@school/domain/staff/contracts/update-application-status';
import {
  EnableVisaBodySchema,
  SetVisaAppointmentsBodySchema,
  StaffVisaResponseSchema,
} from '@school/domain/staff/contracts/visa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { documentFileHandler } from '../candidate/document-download.ts';
import {
  addInstalment,
  approveDocument,
  enableVisa,
  getBillingEditing,
  getStaffApplication,
  listAudit,
  listCandidates,
  recordPayment,
  rejectDocument,
  requestDocument,
  setBillingEditing,
  setClothingEditing,
  setVisaAppointments,
  updateApplicationStatus,
} from './staff.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');
/** The staff member making a change (recorded in the audit log). */

/**
 * The staff console's routes for the secretariat (the candidate area's "Staff side"), under
 * /api/staff: staff with the permission "Segreteria"; 404 to anyone who is not staff, 403 to staff
 * without it (`staffOnly`).
 */
export default async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/candidates',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Candidates with their applications (filter by status, search by name or e-mail; paginated)',
        querystring: ListCandidatesQuerySchema,
        response: { 200: ListCandidatesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCandidates(app.db, request.query),
  );

  app.get(
    '/applications/:id',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'An application with its candidate, documents, instalments and visa',
        params: IdParamsSchema,
        response: { 200: GetStaffApplicationResponseSchema, ...errorResponses },
      },
    },
    async (request) => getStaffApplication(app.db, request.params.id),
  );

  app.put(
    '/applications/:id/status',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Set the status fields of an application',
        params: IdParamsSchema,
        body: UpdateApplicationStatusBodySchema,
        response: { 200: StaffApplicationResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateApplicationStatus(app.db, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/applications/:id/documents',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Request a new document from the candidate',
        params: IdParamsSchema,
        body: RequestDocumentBodySchema,
        response: { 201: RequestDocumentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestDocument(app.db, app.notifier, byOf(request), request.params.id, request.body)),
  );

  app.post(
    '/applications/:id/instalments',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Add an instalment (unpaid)',
        params: IdParamsSchema,
        body: AddInstalmentBodySchema,
        response: { 201: InstalmentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addInstalment(app.db, byOf(request), request.params.id, request.body)),
  );

  app.put(
    '/applications/:id/visa',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Enable the visa tab with a record type (Visto C or Visto D), or disable it',
        params: IdParamsSchema,
        body: EnableVisaBodySchema,
        response: { 200: StaffVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => enableVisa(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/applications/:id/visa/appointments',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Set the phase-4 dates of a Visto D (null while waiting)',
        params: IdParamsSchema,
        body: SetVisaAppointmentsBodySchema,
        response: { 200: StaffVisaResponseSchema, ...errorResponses },
      },
    },
    async (request) => setVisaAppointments(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/applications/:id/clothing',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Open (visible, compiled reset) or close the clothing form',
        params: IdParamsSchema,
        body: SetClothingEditingBodySchema,
        response: { 200: StaffApplicationResponseSchema, ...errorResponses },
      },
    },
    async (request) => setClothingEditing(app.db, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/documents/:id/approve',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Approve a document awaiting validation (Validato)',
        params: IdParamsSchema,
        body: ApproveDocumentBodySchema,
        response: { 200: ReviewDocumentResponseSchema, ...errorResponses },
      },
    },
    async (request) => approveDocument(app.db, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/documents/:id/reject',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Reject a document with a reason: back to Richiesto (decision 0009)',
        params: IdParamsSchema,
        body: RejectDocumentBodySchema,
        response: { 200: ReviewDocumentResponseSchema, ...errorResponses },
      },
    },
    async (request) => rejectDocument(app.db, app.notifier, byOf(request), request.params.id, request.body),
  );

  app.get(
    '/documents/:id/file',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: "Download any candidate's document",
        params: IdParamsSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    documentFileHandler(app),
  );

  app.put(
    '/instalments/:id/payment',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Record (or undo) the payment of an instalment',
        params: IdParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 200: InstalmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => recordPayment(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/users/:userId/billing/:kind',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Open or close the course or housing billing form of a person',
        params: BillingEditingParamsSchema,
        body: SetBillingEditingBodySchema,
        response: { 200: StaffBillingStateResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      setBillingEditing(app.db, byOf(request), request.params.userId, request.params.kind, request.body),
  );

  app.get(
    '/users/:userId/billing/:kind',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The course or housing billing form of a person, with its version',
        params: BillingEditingParamsSchema,
        response: { 200: StaffBillingStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => getBillingEditing(app.db, request.params.userId, request.params.kind),
  );

  app.get(
    '/audit',
    {
      config: { access: staffOnly('Amministrazione') },
      schema: {
        tags,
        summary: 'The audit log of staff changes (filter by record, staff member, days), newest first; paged',
        querystring: ListStaffAuditQuerySchema,
        response: { 200: ListStaffAuditResponseSchema, ...errorResponses },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/audit/:table/:id',
    {
      config: { access: staffOnly('any') },
      schema: {
        tags,
        summary: 'The history of one record: its changes by staff, newest first; paged',
        params: RecordHistoryParamsSchema,
        querystring: RecordHistoryQuerySchema,
        response: { 200: ListStaffAuditResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listAudit(app.db, { table: request.params.table, recordId: request.params.id, ...request.query }),
  );
}
