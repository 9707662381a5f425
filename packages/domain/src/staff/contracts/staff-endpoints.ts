import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { StaffApplicationFormResponseSchema } from './application-form.ts';
import {
  ListStaffAuditQuerySchema,
  ListStaffAuditResponseSchema,
  RecordHistoryParamsSchema,
  RecordHistoryQuerySchema,
} from './audit.ts';
import {
  BillingExportQuerySchema,
  BillingExportsQuerySchema,
  BillingExportsResponseSchema,
} from './billing-export.ts';
import { ListDocumentQueueQuerySchema, ListDocumentQueueResponseSchema } from './document-queue.ts';
import {
  BillingEditingParamsSchema,
  SetBillingEditingBodySchema,
  SetClothingEditingBodySchema,
  StaffBillingStateResponseSchema,
} from './editing.ts';
import {
  CreateEditionBodySchema,
  ListEditionsResponseSchema,
  StaffEditionSchema,
  UpdateEditionBodySchema,
} from './editions.ts';
import { IdParamsSchema } from './fields.ts';
import { GetStaffApplicationResponseSchema } from './get-application.ts';
import { AddInstalmentBodySchema, InstalmentResponseSchema, RecordPaymentBodySchema } from './instalments.ts';
import {
  EditionApplicationsCsvQuerySchema,
  ListEditionApplicationsQuerySchema,
  ListEditionApplicationsResponseSchema,
} from './list-applications.ts';
import { ListCandidatesQuerySchema, ListCandidatesResponseSchema } from './list-candidates.ts';
import { StaffOverviewResponseSchema } from './overview.ts';
import {
  ConfirmRoleClaimBodySchema,
  GetPersonResponseSchema,
  ListPeopleQuerySchema,
  ListPeopleResponseSchema,
  MoveEnrolmentBodySchema,
  PersonChangeResponseSchema,
  PersonEnrolmentParamsSchema,
  RefuseRoleClaimBodySchema,
  SetBlockedBodySchema,
  SetCategoriesBodySchema,
  SetEnrolmentFlagBodySchema,
  SetPermissionsBodySchema,
  SetRegistrationBodySchema,
} from './people.ts';
import { RequestDocumentBodySchema, RequestDocumentResponseSchema } from './request-document.ts';
import {
  ApproveDocumentBodySchema,
  RejectDocumentBodySchema,
  ReviewDocumentResponseSchema,
} from './review-document.ts';
import {
  StaffApplicationResponseSchema,
  UpdateApplicationStatusBodySchema,
} from './update-application-status.ts';
import { EnableVisaBodySchema, SetVisaAppointmentsBodySchema, StaffVisaResponseSchema } from './visa.ts';
import { ListVisaQueueQuerySchema, ListVisaQueueResponseSchema } from './visa-queue.ts';

/**
 * The secretariat's endpoints of the staff console (the candidate area's "Staff side"): the
 * candidates, an application with its documents, instalments, visa and forms, and the audit log.
 */
export const staffApi = {
  listCandidates: endpoint(
    'GET /api/staff/candidates',
    'Candidates with their applications (filter by status, search by name or e-mail; paginated)',
    { querystring: ListCandidatesQuerySchema, answer: ListCandidatesResponseSchema },
  ),
  getApplication: endpoint(
    'GET /api/staff/applications/:id',
    'An application with its candidate, documents, instalments and visa',
    { params: IdParamsSchema, answer: GetStaffApplicationResponseSchema },
  ),
  setStatus: endpoint('PUT /api/staff/applications/:id/status', 'Set the status fields of an application', {
    params: IdParamsSchema,
    body: UpdateApplicationStatusBodySchema,
    answer: StaffApplicationResponseSchema,
  }),
  requestDocument: endpoint(
    'POST /api/staff/applications/:id/documents',
    'Request a new document from the candidate',
    {
      params: IdParamsSchema,
      body: RequestDocumentBodySchema,
      answer: { 201: RequestDocumentResponseSchema },
    },
  ),
  addInstalment: endpoint('POST /api/staff/applications/:id/instalments', 'Add an instalment (unpaid)', {
    params: IdParamsSchema,
    body: AddInstalmentBodySchema,
    answer: { 201: InstalmentResponseSchema },
  }),
  enableVisa: endpoint(
    'PUT /api/staff/applications/:id/visa',
    'Enable the visa tab with a record type (Visto C or Visto D), or disable it',
    { params: IdParamsSchema, body: EnableVisaBodySchema, answer: StaffVisaResponseSchema },
  ),
  setVisaAppointments: endpoint(
    'PUT /api/staff/applications/:id/visa/appointments',
    'Set the phase-4 dates of a Visto D (null while waiting)',
    { params: IdParamsSchema, body: SetVisaAppointmentsBodySchema, answer: StaffVisaResponseSchema },
  ),
  setClothingEditing: endpoint(
    'PUT /api/staff/applications/:id/clothing',
    'Open (visible, compiled reset) or close the clothing form',
    { params: IdParamsSchema, body: SetClothingEditingBodySchema, answer: StaffApplicationResponseSchema },
  ),
  approveDocument: endpoint(
    'POST /api/staff/documents/:id/approve',
    'Approve a document awaiting validation (Validato)',
    { params: IdParamsSchema, body: ApproveDocumentBodySchema, answer: ReviewDocumentResponseSchema },
  ),
  rejectDocument: endpoint(
    'POST /api/staff/documents/:id/reject',
    'Reject a document with a reason: back to Richiesto (decision 0009)',
    { params: IdParamsSchema, body: RejectDocumentBodySchema, answer: ReviewDocumentResponseSchema },
  ),
  documentFile: endpoint('GET /api/staff/documents/:id/file', "Download any candidate's document", {
    params: IdParamsSchema,
    answer: z.any(),
  }),
  recordPayment: endpoint(
    'PUT /api/staff/instalments/:id/payment',
    'Record (or undo) the payment of an instalment',
    { params: IdParamsSchema, body: RecordPaymentBodySchema, answer: InstalmentResponseSchema },
  ),
  setBillingEditing: endpoint(
    'PUT /api/staff/users/:userId/billing/:kind',
    'Open or close the course or housing billing form of a person',
    {
      params: BillingEditingParamsSchema,
      body: SetBillingEditingBodySchema,
      answer: StaffBillingStateResponseSchema,
    },
  ),
  getBillingEditing: endpoint(
    'GET /api/staff/users/:userId/billing/:kind',
    'The course or housing billing form of a person, with its version',
    { params: BillingEditingParamsSchema, answer: StaffBillingStateResponseSchema },
  ),
  listAudit: endpoint(
    'GET /api/staff/audit',
    'The audit log of staff changes (filter by record, staff member, days), newest first; paged',
    { querystring: ListStaffAuditQuerySchema, answer: ListStaffAuditResponseSchema },
  ),
  recordHistory: endpoint(
    'GET /api/staff/audit/:table/:id',
    'The history of one record: its changes by staff, newest first; paged',
    {
      params: RecordHistoryParamsSchema,
      querystring: RecordHistoryQuerySchema,
      answer: ListStaffAuditResponseSchema,
    },
  ),
};

/** The console's home counts, the document validation queue and the visa queue. */
export const staffConsoleApi = {
  overview: endpoint(
    'GET /api/staff/overview',
    'What needs the secretariat: documents, applications, visas, billing forms',
    { answer: StaffOverviewResponseSchema },
  ),
  documentQueue: endpoint(
    'GET /api/staff/documents',
    'The documents of every candidate, awaiting validation first, oldest first',
    { querystring: ListDocumentQueueQuerySchema, answer: ListDocumentQueueResponseSchema },
  ),
  visaQueue: endpoint(
    'GET /api/staff/visas',
    'The visas granted and waiting for the permit appointment, oldest first (or all)',
    { querystring: ListVisaQueueQuerySchema, answer: ListVisaQueueResponseSchema },
  ),
};

/** The people of the staff console: accounts, their categories, permissions, enrolments and claimed roles. */
export const staffPeopleApi = {
  listPeople: endpoint(
    'GET /api/staff/people',
    'People: search name, e-mail, username, tax code, registration number; filter by category, blocked, claimed role; sorted, paged',
    { querystring: ListPeopleQuerySchema, answer: ListPeopleResponseSchema },
  ),
  getPerson: endpoint(
    'GET /api/staff/people/:id',
    'A person: account, categories, permissions, claimed role, enrolments with their flags, versions',
    { params: IdParamsSchema, answer: GetPersonResponseSchema },
  ),
  setBlocked: endpoint('PUT /api/staff/people/:id/blocked', 'Block or unblock a person', {
    params: IdParamsSchema,
    body: SetBlockedBodySchema,
    answer: PersonChangeResponseSchema,
  }),
  setCategories: endpoint('PUT /api/staff/people/:id/categories', 'Set the categories (Categoria__c)', {
    params: IdParamsSchema,
    body: SetCategoriesBodySchema,
    answer: PersonChangeResponseSchema,
  }),
  setPermissions: endpoint(
    'PUT /api/staff/people/:id/permissions',
    'Set the web-app permissions (Abilitazioni_Webapp__pc)',
    { params: IdParamsSchema, body: SetPermissionsBodySchema, answer: PersonChangeResponseSchema },
  ),
  setRegistration: endpoint(
    'PUT /api/staff/people/:id/registration',
    'Set the registration number (Matricola__c) and the PIN (Pin__c)',
    { params: IdParamsSchema, body: SetRegistrationBodySchema, answer: PersonChangeResponseSchema },
  ),
  setEnrolmentFlag: endpoint(
    'PUT /api/staff/people/:id/enrolments/:enrolmentId/flags',
    'Switch one flag of an enrolment of the person',
    {
      params: PersonEnrolmentParamsSchema,
      body: SetEnrolmentFlagBodySchema,
      answer: PersonChangeResponseSchema,
    },
  ),
  moveEnrolment: endpoint(
    'POST /api/staff/people/:id/enrolments/:enrolmentId/move',
    'Move an enrolment, with its applications, check-ins, housing stay, lockers and books, to another person (the school’s existing record linked to their account)',
    {
      params: PersonEnrolmentParamsSchema,
      body: MoveEnrolmentBodySchema,
      answer: PersonChangeResponseSchema,
    },
  ),
  confirmRoleClaim: endpoint(
    'POST /api/staff/people/:id/role-claim/confirm',
    'Confirm a role claimed at sign-up: grant its category (and link the registration number); mail',
    { params: IdParamsSchema, body: ConfirmRoleClaimBodySchema, answer: PersonChangeResponseSchema },
  ),
  refuseRoleClaim: endpoint(
    'POST /api/staff/people/:id/role-claim/refuse',
    'Refuse a role claimed at sign-up; mail',
    {
      params: IdParamsSchema,
      body: RefuseRoleClaimBodySchema,
      answer: PersonChangeResponseSchema,
    },
  ),
};

/** The secretariat's list of an edition's applications, as a page, as CSV, and one application's form. */
export const staffApplicationsApi = {
  listApplications: endpoint(
    'GET /api/staff/applications',
    'The applications of a course edition (product code), filtered by status, current step, start date and fee; sorted; paginated',
    { querystring: ListEditionApplicationsQuerySchema, answer: ListEditionApplicationsResponseSchema },
  ),
  applicationsCsv: endpoint(
    'GET /api/staff/applications.csv',
    'The same list as CSV, every row (400 staff.csvTooLarge beyond the row limit)',
    { querystring: EditionApplicationsCsvQuerySchema, answer: z.string() },
  ),
  getForm: endpoint(
    'GET /api/staff/applications/:id/form',
    "What the applicant entered in steps 1-6, the form's files, the step reached and the fee",
    { params: IdParamsSchema, answer: StaffApplicationFormResponseSchema },
  ),
};

/** The course editions, kept by Amministrazione and read by any staff member. */
export const staffEditionsApi = {
  listEditions: endpoint(
    'GET /api/staff/editions',
    'Every course edition with its number of applications and its version (any staff)',
    { answer: ListEditionsResponseSchema },
  ),
  createEdition: endpoint(
    'POST /api/staff/editions',
    'Create a course edition (409 staff.editionExists when its product code is taken)',
    { body: CreateEditionBodySchema, answer: { 201: StaffEditionSchema } },
  ),
  changeEdition: endpoint(
    'PUT /api/staff/editions/:id',
    'Change a course edition (names, dates, open for applications, fee) on the version read',
    { params: IdParamsSchema, body: UpdateEditionBodySchema, answer: StaffEditionSchema },
  ),
};

/** The billing export of the confirmed billing forms. */
export const staffBillingExportApi = {
  exportCsv: endpoint(
    'GET /api/staff/billing/export.csv',
    'The confirmed billing forms (course or housing; new since the last export, or all) as CSV in the CRM field names; recorded',
    { querystring: BillingExportQuerySchema, answer: z.string() },
  ),
  exports: endpoint(
    'GET /api/staff/billing/exports',
    'The last billing export of a kind and the forms confirmed since',
    { querystring: BillingExportsQuerySchema, answer: BillingExportsResponseSchema },
  ),
};
