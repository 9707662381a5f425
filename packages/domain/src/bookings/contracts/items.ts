import { z } from 'zod';
import { BOOKING_KINDS } from '../bookings.ts';

/**
 * The person's side of bookings (specification 000, section 7: getEventi (tipo), getPrenotazione,
 * createPrenotazione, annullaPrenotazione); its endpoints are `bookingsApi` in `endpoints.ts`.
 * Every answer carries the server's clock, so the page's buttons judge times as the server does.
 */

export const BookingKindSchema = z.enum(BOOKING_KINDS, { error: 'bookings.invalidKind' });

export const ListItemsQuerySchema = z.strictObject({ kind: BookingKindSchema });
export type ListItemsQuery = z.infer<typeof ListItemsQuerySchema>;

export const ItemParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

/** A change's body: none, or an empty object. */
export const NoFieldsSchema = z.strictObject({}).nullish();

/** The person's place on an item's waiting list. */
export const WaitingSchema = z.object({
  /** `waiting`: in the queue; `offered`: a seat is held for them until `offerExpiresAt`. */
  status: z.enum(['waiting', 'offered']),
  /** Their place among those waiting (1: next), null while they hold an offer. */
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type Waiting = z.infer<typeof WaitingSchema>;

/** One calendar item as the person sees it (section 3 "Calendar item"), with their booking. */
export const BookingItemSchema = z.object({
  id: z.string(),
  kind: BookingKindSchema,
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  /** The booking deadline: `closesAt`, or the start date at 00:00 on the school's clock. */
  deadline: z.string(),
  name: z.string(),
  place: z.string(),
  capacityMin: z.number().int(),
  capacityMax: z.number().int(),
  occupation: z.number().int(),
  seatsLeft: z.number().int(),
  link: z.string(),
  description: z.string(),
  group: z.string(),
  isMandatory: z.boolean(),
  isRetake: z.boolean(),
  booking: z.object({ id: z.string(), createdAt: z.string() }).nullable(),
  waiting: WaitingSchema.nullable(),
});
export type BookingItem = z.infer<typeof BookingItemSchema>;

export const ListItemsResponseSchema = z.object({
  items: z.array(BookingItemSchema),
  /** Every item the person has booked, of any kind, with its group: the group rule spans the kinds. */
  booked: z.array(z.object({ id: z.string(), group: z.string() })),
  /** The server's clock when it answered (ISO). */
  now: z.string(),
  /** "Contatta l’organizzazione: {email}": the events' address, or the exam sessions'. */
  organizerEmail: z.string(),
});
export type ListItemsResponse = z.infer<typeof ListItemsResponseSchema>;

/** The answer to a booking, a cancellation or a waiting-list step: the item as it is now. */
export const ItemChangeResponseSchema = z.object({ item: BookingItemSchema, now: z.string() });
export type ItemChangeResponse = z.infer<typeof ItemChangeResponseSchema>;

/** GET /api/bookings/calendar-feed: whether the person has a private calendar address. */
export const CalendarFeedStateSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;

/** POST /api/bookings/calendar-feed: a new address (the old one stops working), shown this once. */
export const CreatedCalendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>;

/** GET /api/calendar/:token.ics — the token of a calendar address. */
export const CalendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: 'request.notFound' }),
});

/**
 * A booking or waiting-list step on an item. Nothing to send: the seat, the group and the person
 * are the server's. Any field is refused.
 */
export const ItemChangeSchemas = {
  params: ItemParamsSchema,
  body: NoFieldsSchema,
  answer: { 200: ItemChangeResponseSchema, 201: ItemChangeResponseSchema },
};
