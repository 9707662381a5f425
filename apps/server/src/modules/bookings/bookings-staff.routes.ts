import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
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

const arrival = (request: FastifyRequest) => new Date(request.arrivedAt);

/** The calendar items and their bookings, kept by staff with Prenotazioni (area `bookings`), under /api/staff. */
export default async function bookingsStaffRoutes(app: FastifyInstance) {
  const deps = bookingsDeps(app);
  const route = routes(app, { access: staffOnly('Prenotazioni') });
  const api = staffBookingsApi;

  route(api.listItems, (request) => listStaffItems(app.db, request.query, arrival(request)));
  route(api.createItem, (request) => createItem(app.db, byOf(request), request.body));
  route(api.getItem, (request) => getStaffItem(app.db, request.params.id));
  route(api.changeItem, (request) =>
    changeItem(deps, byOf(request), request.params.id, request.body, arrival(request)),
  );
  route(api.removeItem, async (request) => {
    await removeItem(deps, byOf(request), request.params.id, request.query.version);
    return null;
  });
  route(api.bookingsCsv, async (request, reply) => {
    const { name, csv } = await bookingsCsv(app.db, request.params.id, request.query.lang);
    return reply.headers(csvAttachment(name)).send(csv);
  });
  route(api.bookFor, (request) =>
    bookFor(deps, byOf(request), request.params.id, request.body.userId, arrival(request)),
  );
  route(api.cancelFor, (request) =>
    cancelFor(deps, byOf(request), request.params.id, request.params.bookingId, arrival(request)),
  );
  route(api.markAttendance, (request) =>
    markAttendance(app.db, byOf(request), request.params.id, request.params.bookingId, request.body),
  );
}
