import { DoorParamsSchema } from '@school/domain/doors/contracts/open-door';
import {
  ListDoorOpeningsQuerySchema,
  ListDoorOpeningsResponseSchema,
  ListStaffDoorsResponseSchema,
  StaffDoorSchema,
  UpdateStaffDoorBodySchema,
} from '@school/domain/doors/contracts/staff-doors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { changeDoorPosition, listDoorOpenings, listStaffDoors } from './doors-staff.service.ts';

const tags = ['staff'];
const ADMINISTRATION = staffOnly('Amministrazione');

/** The doors in the staff console (area `doors`, Amministrazione), under /api/staff. */
export default async function doorsStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const positions = app.config.doors.positions;

  app.get(
    '/doors',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'The three doors with their positions and versions',
        response: { 200: ListStaffDoorsResponseSchema, ...errorResponses },
      },
    },
    async () => listStaffDoors(app.db, positions),
  );

  app.put(
    '/doors/:door',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'Move a door (latitude, longitude) on the version read; audited',
        params: DoorParamsSchema,
        body: UpdateStaffDoorBodySchema,
        response: { 200: StaffDoorSchema, ...errorResponses },
      },
    },
    async (request) => changeDoorPosition(app.db, requireUser(request).id, request.params.door, request.body),
  );

  app.get(
    '/doors/openings',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'The door log, newest first (filters: door, person, outcome, day; paged)',
        querystring: ListDoorOpeningsQuerySchema,
        response: { 200: ListDoorOpeningsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDoorOpenings(app.db, request.query),
  );
}
