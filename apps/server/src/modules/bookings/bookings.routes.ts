import { canUseBookings } from '@school/domain/access/rules';
import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  acceptOffer,
  type BookingsDeps,
  book,
  cancel,
  declineOffer,
  joinWaitingList,
  leaveWaitingList,
  listItems,
  offerExpiryJob,
  type Person,
} from './bookings.service.ts';
import { calendarOfToken, createFeed, deleteFeed, getFeedState } from './calendar-feed.service.ts';

/** Whoever may book any kind (`canUseBookings`, specification 000, section 6). */
const canBook = canUseBookings;

export function bookingsDeps(app: FastifyInstance): BookingsDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    jobs: app.jobs,
    notifier: app.notifier,
    publicUrl: app.config.publicUrl,
    bookings: app.config.bookings,
  };
}

const personOf = (request: FastifyRequest): Person => ({
  id: requireUser(request).id,
  subject: checkedSubject(request),
});

/** The moment the request reached the server: every time rule of the request judges it. */
const arrival = (request: FastifyRequest) => new Date(request.arrivedAt);

/**
 * Bookings (specification 000, section 2 "Bookings home", section 7 getEventi, getPrenotazione,
 * createPrenotazione, annullaPrenotazione), the waiting list and the calendar feed.
 */
export default async function bookingsRoutes(app: FastifyInstance) {
  const deps = bookingsDeps(app);
  app.jobs.define(offerExpiryJob(deps));
  const route = routes(app, { access: canBook });
  const api = bookingsApi;

  route(api.listItems, (request) => listItems(deps, personOf(request), request.query.kind, arrival(request)));
  route(api.book, async (request, reply) =>
    reply.status(201).send(await book(deps, personOf(request), request.params.id, arrival(request))),
  );
  route(api.cancel, (request) => cancel(deps, personOf(request), request.params.id, arrival(request)));
  route(api.joinWaitingList, async (request, reply) =>
    reply
      .status(201)
      .send(await joinWaitingList(deps, personOf(request), request.params.id, arrival(request))),
  );
  route(api.leaveWaitingList, (request) =>
    leaveWaitingList(deps, personOf(request), request.params.id, arrival(request)),
  );
  route(api.acceptOffer, (request) =>
    acceptOffer(deps, personOf(request), request.params.id, arrival(request)),
  );
  route(api.declineOffer, (request) =>
    declineOffer(deps, personOf(request), request.params.id, arrival(request)),
  );

  route(api.getCalendarFeed, (request) => getFeedState(app.db, requireUser(request).id));
  route(api.createCalendarFeed, (request) =>
    createFeed(app.db, requireUser(request).id, app.config.publicUrl),
  );
  route(api.deleteCalendarFeed, async (request) => {
    await deleteFeed(app.db, requireUser(request).id);
    return null;
  });

  // The token is the credential: calendar applications have no session.
  route(api.calendar, { access: 'public' }, async (request, reply) => {
    const token = request.params.token.replace(/\.ics$/, '');
    const body = await calendarOfToken(app.db, token, app.config.publicUrl);
    if (body === null) throw notFound();
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="alma-prenotazioni.ics"')
      .send(body);
  });
}
