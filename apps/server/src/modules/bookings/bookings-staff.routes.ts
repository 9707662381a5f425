import {
  CreateItemBodySchema,
  ListStaffItemsQuerySchema,
  ListStaffItemsResponseSchema,
  MarkAttendanceBodySchema,
  StaffBookBodySchema,
  StaffBookingParamsSchema,
  StaffBookingSchema,
  StaffItemDetailSchema,
  StaffItemSchema,
  UpdateItemBodySchema,
  VersionQuerySchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { bookingsDeps } from './bookings.routes.ts';
import {
  bookFor,
  bookingsCsv,
  cancelFor,
  changeItem,
  createItem,
  getStaffItem,
  listStaffItems,
  markAttendance,
  removeItem,
} from './bookings-staff.service.ts';

const tags = ['staff'];
const BOOKINGS = staffOnly('Prenotazioni');
const arrival = (request: FastifyRequest) => new Date(request.arrivedAt);

/** The calendar items and their bookings, kept by staff with Prenotazioni (area `bookings`), under /api/staff. */
export default async function bookingsStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = bookingsDeps(fastify);

  app.get(
    '/bookings/items',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary: 'Calendar items from a day on (default today), in order; by kind and text; paged',
        querystring: ListStaffItemsQuerySchema,
        response: { 200: ListStaffItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listStaffItems(app.db, request.query, arrival(request)),
  );

  app.post(
    '/bookings/items',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary:
          'Create a calendar item (every field of section 3; a copy is a new item with the same fields)',
        body: CreateItemBodySchema,
        response: { 201: StaffItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createItem(app.db, byOf(request), request.body)),
  );

  app.get(
    '/bookings/items/:id',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary: 'A calendar item with its bookings and its waiting list',
        params: IdParamsSchema,
        response: { 200: StaffItemDetailSchema, ...errorResponses },
      },
    },
    async (request) => getStaffItem(app.db, request.params.id),
  );

  app.put(
    '/bookings/items/:id',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary:
          'Change a calendar item on the version read (capacity not below the seats taken; freed seats go to the waiting list)',
        params: IdParamsSchema,
        body: UpdateItemBodySchema,
        response: { 200: StaffItemSchema, ...errorResponses },
      },
    },
    async (request) => changeItem(deps, byOf(request), request.params.id, request.body, arrival(request)),
  );

  app.delete(
    '/bookings/items/:id',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary: 'Delete a calendar item without bookings, on the version read',
        params: IdParamsSchema,
        querystring: VersionQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeItem(deps, byOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/bookings/items/:id/bookings.csv',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary:
          "The item's bookings as CSV (last name, first name, e-mail, registration number, attendance)",
        params: IdParamsSchema,
        querystring: z.strictObject({ lang: z.enum(['it', 'en']).default('it') }),
      },
    },
    async (request, reply) => {
      const { name, csv } = await bookingsCsv(app.db, request.params.id, request.query.lang);
      return reply.headers(csvAttachment(name)).send(csv);
    },
  );

  app.post(
    '/bookings/items/:id/bookings',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary:
          'Book a seat for a person (their rights, the capacity and the group rule hold; the window does not)',
        params: IdParamsSchema,
        body: StaffBookBodySchema,
        response: { 201: StaffItemDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bookFor(deps, byOf(request), request.params.id, request.body.userId, arrival(request))),
  );

  app.delete(
    '/bookings/items/:id/bookings/:bookingId',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary: "Cancel a person's booking (a mandatory one too); the seat goes to the waiting list",
        params: StaffBookingParamsSchema,
        response: { 200: StaffItemDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      cancelFor(deps, byOf(request), request.params.id, request.params.bookingId, arrival(request)),
  );

  app.put(
    '/bookings/items/:id/bookings/:bookingId/attendance',
    {
      config: { access: BOOKINGS },
      schema: {
        tags,
        summary: 'Mark a booking present, absent or not marked, on the version read',
        params: StaffBookingParamsSchema,
        body: MarkAttendanceBodySchema,
        response: { 200: StaffBookingSchema, ...errorResponses },
      },
    },
    async (request) =>
      markAttendance(app.db, byOf(request), request.params.id, request.params.bookingId, request.body),
  );
}
