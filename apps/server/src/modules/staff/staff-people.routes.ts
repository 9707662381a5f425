import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
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
} from '@school/domain/staff/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import {
  confirmRoleClaim,
  getPerson,
  listPeoplePage,
  moveEnrolment,
  refuseRoleClaim,
  setBlocked,
  setCategories,
  setEnrolmentFlag,
  setPermissions,
  setRegistration,
} from './staff-people.service.ts';

const tags = ['staff'];
const ANY_STAFF = staffOnly('any');
const SECRETARIAT = staffOnly('Segreteria');
const ADMINISTRATION = staffOnly('Amministrazione');
const changed = { 200: PersonChangeResponseSchema, ...errorResponses };

/**
 * The people of the staff console, under /api/staff/people: any staff member reads them; the
 * secretariat blocks, sets categories, registration number and PIN, enrolment flags, and decides
 * claimed roles; web-app permissions are the administration's.
 */
export default async function staffPeopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };

  app.get(
    '/people',
    {
      config: { access: ANY_STAFF },
      schema: {
        tags,
        summary:
          'People: search name, e-mail, username, tax code, registration number; filter by category, blocked, claimed role; sorted, paged',
        querystring: ListPeopleQuerySchema,
        response: { 200: ListPeopleResponseSchema, ...errorResponses },
      },
    },
    async (request) => listPeoplePage(app.db, request.query),
  );

  app.get(
    '/people/:id',
    {
      config: { access: ANY_STAFF },
      schema: {
        tags,
        summary:
          'A person: account, categories, permissions, claimed role, enrolments with their flags, versions',
        params: IdParamsSchema,
        response: { 200: GetPersonResponseSchema, ...errorResponses },
      },
    },
    async (request) => getPerson(app.db, request.params.id),
  );

  app.put(
    '/people/:id/blocked',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Block or unblock a person',
        params: IdParamsSchema,
        body: SetBlockedBodySchema,
        response: changed,
      },
    },
    async (request) => setBlocked(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/people/:id/categories',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Set the categories (Categoria__c)',
        params: IdParamsSchema,
        body: SetCategoriesBodySchema,
        response: changed,
      },
    },
    async (request) => setCategories(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/people/:id/permissions',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'Set the web-app permissions (Abilitazioni_Webapp__pc)',
        params: IdParamsSchema,
        body: SetPermissionsBodySchema,
        response: changed,
      },
    },
    async (request) => setPermissions(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/people/:id/registration',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Set the registration number (Matricola__c) and the PIN (Pin__c)',
        params: IdParamsSchema,
        body: SetRegistrationBodySchema,
        response: changed,
      },
    },
    async (request) => setRegistration(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/people/:id/enrolments/:enrolmentId/flags',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Switch one flag of an enrolment of the person',
        params: PersonEnrolmentParamsSchema,
        body: SetEnrolmentFlagBodySchema,
        response: changed,
      },
    },
    async (request) =>
      setEnrolmentFlag(app.db, byOf(request), request.params.id, request.params.enrolmentId, request.body),
  );

  app.post(
    '/people/:id/enrolments/:enrolmentId/move',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary:
          'Move an enrolment, with its applications, check-ins, housing stay, lockers and books, to another person (the school’s existing record linked to their account)',
        params: PersonEnrolmentParamsSchema,
        body: MoveEnrolmentBodySchema,
        response: changed,
      },
    },
    async (request) =>
      moveEnrolment(app.db, byOf(request), request.params.id, request.params.enrolmentId, request.body),
  );

  app.post(
    '/people/:id/role-claim/confirm',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary:
          'Confirm a role claimed at sign-up: grant its category (and link the registration number); mail',
        params: IdParamsSchema,
        body: ConfirmRoleClaimBodySchema,
        response: changed,
      },
    },
    async (request) => confirmRoleClaim(deps, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/people/:id/role-claim/refuse',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Refuse a role claimed at sign-up; mail',
        params: IdParamsSchema,
        body: RefuseRoleClaimBodySchema,
        response: changed,
      },
    },
    async (request) => refuseRoleClaim(deps, byOf(request), request.params.id, request.body),
  );
}
