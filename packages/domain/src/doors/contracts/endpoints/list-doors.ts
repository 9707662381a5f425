import { endpoint } from '../../../shared/endpoint.ts';
import { ListDoorsResponseSchema } from '../list-doors.ts';

export const listDoors = endpoint(
  'GET /api/doors',
  'Where the doors are, the 50 m reach and the accuracy bound',
  {
    answer: ListDoorsResponseSchema,
  },
);
