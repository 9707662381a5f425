import { endpoint } from '../../../shared/endpoint.ts';
import { ListItemsQuerySchema, ListItemsResponseSchema } from '../items.ts';

export const listItems = endpoint(
  'GET /api/bookings/items',
  'The items of a kind the person may book (events, course modules, exam sessions), from today, in order, with their booking and waiting-list place',
  { querystring: ListItemsQuerySchema, answer: ListItemsResponseSchema },
);
