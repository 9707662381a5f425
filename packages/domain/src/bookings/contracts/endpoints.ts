import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import {
  CalendarFeedStateSchema,
  CalendarTokenParamsSchema,
  CreatedCalendarFeedSchema,
  ItemChangeResponseSchema,
  ItemParamsSchema,
  ListItemsQuerySchema,
  ListItemsResponseSchema,
  NoFieldsSchema,
} from './items.ts';

/**
 * A booking or waiting-list step on an item. Nothing to send: the seat, the group and the person
 * are the server's. Any field is refused.
 */
const itemChange = {
  params: ItemParamsSchema,
  body: NoFieldsSchema,
  answer: { 200: ItemChangeResponseSchema, 201: ItemChangeResponseSchema },
};

/** The person's bookings endpoints. */
export const bookingsApi = {
  listItems: endpoint(
    'GET /api/bookings/items',
    'The items of a kind the person may book (events, course modules, exam sessions), from today, in order, with their booking and waiting-list place',
    { querystring: ListItemsQuerySchema, answer: ListItemsResponseSchema },
  ),
  book: endpoint(
    'POST /api/bookings/items/:id/booking',
    'Book a seat (409: full, not open yet, closed, another item of the group booked, already booked)',
    itemChange,
  ),
  cancel: endpoint(
    'DELETE /api/bookings/items/:id/booking',
    'Cancel a booking (409: closed, mandatory, not booked); the seat goes to the waiting list',
    itemChange,
  ),
  joinWaitingList: endpoint(
    'POST /api/bookings/items/:id/waiting-list',
    'Join the waiting list of a full item',
    itemChange,
  ),
  leaveWaitingList: endpoint(
    'DELETE /api/bookings/items/:id/waiting-list',
    'Leave the waiting list (a held seat passes on)',
    itemChange,
  ),
  acceptOffer: endpoint(
    'POST /api/bookings/items/:id/waiting-list/accept',
    'Accept the seat held for the person: it becomes their booking',
    itemChange,
  ),
  declineOffer: endpoint(
    'POST /api/bookings/items/:id/waiting-list/decline',
    'Decline the seat held for the person: it passes to the next one',
    itemChange,
  ),
  getCalendarFeed: endpoint(
    'GET /api/bookings/calendar-feed',
    'Whether the person has a private calendar address for their bookings',
    { answer: CalendarFeedStateSchema },
  ),
  createCalendarFeed: endpoint(
    'POST /api/bookings/calendar-feed',
    'A new private calendar address (the previous one stops working), shown this once',
    { answer: { 201: CreatedCalendarFeedSchema } },
  ),
  deleteCalendarFeed: endpoint('DELETE /api/bookings/calendar-feed', 'Revoke the private calendar address', {
    answer: { 204: z.null() },
  }),
  calendar: endpoint(
    'GET /api/calendar/:token',
    "A person's bookings as an iCalendar feed (the address of /bookings/calendar-feed)",
    { params: CalendarTokenParamsSchema },
  ),
};
