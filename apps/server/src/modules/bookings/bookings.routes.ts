import { canUseBookings } from '@school/domain/access/rules';
import {
  CalendarFeedStateSchema,
  CalendarTokenParamsSchema,
  CreatedCalendarFeedSchema,
  ItemChangeResponseSchema,
  ItemParamsSchema,
  ListItemsQuerySchema,
  ListItemsResponseSchema,
} from '@school/domain/bookings/contracts/items';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
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

/** A change's body: none, or an empty object. */
const NoFieldsSchema = z.strictObject({}).nullish();

const tags = ['bookings'];

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
export default async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = bookingsDeps(fastify);
  app.jobs.define(offerExpiryJob(deps));

  app.get(
    '/bookings/items',
    {
      config: { access: canBook },
      schema: {
        tags,
        summary:
          'The items of a kind the person may book (events, course modules, exam sessions), from today, in order, with their booking and waiting-list place',
        querystring: ListItemsQuerySchema,
        response: { 200: ListItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listItems(deps, personOf(request), request.query.kind, arrival(request)),
  );

  const change = (
    method: 'post' | 'delete',
    url: string,
    summary: string,
    run: typeof book,
    status: 200 | 201 = 200,
  ) =>
    app.route({
      method: method.toUpperCase() as 'POST' | 'DELETE',
      url,
      config: { access: canBook },
      schema: {
        tags,
        summary,
        params: ItemParamsSchema,
        // Nothing to send: the seat, the group and the person are the server's. Any field is refused.
        body: NoFieldsSchema,
        response: { 200: ItemChangeResponseSchema, 201: ItemChangeResponseSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const { id } = request.params as z.infer<typeof ItemParamsSchema>;
        return reply.status(status).send(await run(deps, personOf(request), id, arrival(request)));
      },
    });

  change(
    'post',
    '/bookings/items/:id/booking',
    'Book a seat (409: full, not open yet, closed, another item of the group booked, already booked)',
    book,
    201,
  );
  change(
    'delete',
    '/bookings/items/:id/booking',
    'Cancel a booking (409: closed, mandatory, not booked); the seat goes to the waiting list',
    cancel,
  );
  change(
    'post',
    '/bookings/items/:id/waiting-list',
    'Join the waiting list of a full item',
    joinWaitingList,
    201,
  );
  change(
    'delete',
    '/bookings/items/:id/waiting-list',
    'Leave the waiting list (a held seat passes on)',
    leaveWaitingList,
  );
  change(
    'post',
    '/bookings/items/:id/waiting-list/accept',
    'Accept the seat held for the person: it becomes their booking',
    acceptOffer,
  );
  change(
    'post',
    '/bookings/items/:id/waiting-list/decline',
    'Decline the seat held for the person: it passes to the next one',
    declineOffer,
  );

  app.get(
    '/bookings/calendar-feed',
    {
      config: { access: canBook },
      schema: {
        tags,
        summary: 'Whether the person has a private calendar address for their bookings',
        response: { 200: CalendarFeedStateSchema, ...errorResponses },
      },
    },
    async (request) => getFeedState(app.db, requireUser(request).id),
  );

  app.post(
    '/bookings/calendar-feed',
    {
      config: { access: canBook },
      schema: {
        tags,
        summary: 'A new private calendar address (the previous one stops working), shown this once',
        response: { 201: CreatedCalendarFeedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeed(app.db, requireUser(request).id, app.config.publicUrl)),
  );

  app.delete(
    '/bookings/calendar-feed',
    {
      config: { access: canBook },
      schema: {
        tags,
        summary: 'Revoke the private calendar address',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteFeed(app.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:token',
    {
      // The token is the credential: calendar applications have no session.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A person's bookings as an iCalendar feed (the address of /bookings/calendar-feed)",
        params: CalendarTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const body = await calendarOfToken(app.db, token, app.config.publicUrl);
      if (body === null) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="alma-prenotazioni.ics"')
        .send(body);
    },
  );
}
