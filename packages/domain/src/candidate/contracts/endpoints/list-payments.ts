import { endpoint } from '../../../shared/endpoint.ts';
import { ListPaymentsResponseSchema } from '../list-payments.ts';

export const listPayments = endpoint(
  'GET /api/candidate/payments',
  'Instalments of the current application',
  {
    answer: ListPaymentsResponseSchema,
  },
);
