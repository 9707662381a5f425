import {
  AddBookBodySchema,
  BookParamsSchema,
  GetUtilityEnrolmentResponseSchema,
  ListUtilityEnrolmentsQuerySchema,
  ListUtilityEnrolmentsResponseSchema,
  LockerParamsSchema,
  RemoveBookQuerySchema,
  SetLockerBodySchema,
  UtilityEnrolmentParamsSchema,
} from '@school/domain/utility/contracts/staff-utility';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { addBook, getEnrolment, listEnrolments, removeBook, setLocker } from './utility.service.ts';

const tags = ['staff'];
/** The secretariat's areas `lockers` and `books`. */
const SECRETARIAT = staffOnly('Segreteria');

/** The lockers and digital books of course enrolments, kept by the secretariat, under /api/staff. */
export default async function utilityStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/utility/enrolments',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Course enrolments with their lockers and number of books, found by person (Segreteria)',
        querystring: ListUtilityEnrolmentsQuerySchema,
        response: { 200: ListUtilityEnrolmentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listEnrolments(app.db, request.query),
  );

  app.get(
    '/utility/enrolments/:id',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: "A course enrolment's lockers and books with their versions (Segreteria)",
        params: UtilityEnrolmentParamsSchema,
        response: { 200: GetUtilityEnrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request) => getEnrolment(app.db, request.params.id),
  );

  app.put(
    '/utility/enrolments/:id/lockers/:kind',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Set (name, free from) or clear the course or exam locker, on the version read (Segreteria)',
        params: LockerParamsSchema,
        body: SetLockerBodySchema,
        response: { 200: GetUtilityEnrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      setLocker(app.db, requireUser(request).id, request.params.id, request.params.kind, request.body),
  );

  app.post(
    '/utility/enrolments/:id/books',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Add a digital book (title, code) to a course enrolment (Segreteria)',
        params: UtilityEnrolmentParamsSchema,
        body: AddBookBodySchema,
        response: { 201: GetUtilityEnrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBook(app.db, requireUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/utility/enrolments/:id/books/:bookId',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Remove a digital book, on the version read (Segreteria)',
        params: BookParamsSchema,
        querystring: RemoveBookQuerySchema,
        response: { 200: GetUtilityEnrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      removeBook(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.params.bookId,
        request.query.version,
      ),
  );
}
