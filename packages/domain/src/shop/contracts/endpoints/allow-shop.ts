import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';

export const allowShop = endpoint(
  'POST /api/shop/allow',
  'allowShop: the shop opens for the signed-in person (the link from the school’s site)',
  { body: z.strictObject({}).nullish(), answer: { 204: z.null() } },
);
