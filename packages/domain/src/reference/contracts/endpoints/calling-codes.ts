import { endpoint } from '../../../shared/endpoint.ts';
import { ListCallingCodesResponseSchema } from '../list-calling-codes.ts';
import { LocaleQuerySchema } from '../list-countries.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const callingCodes = endpoint(
  'GET /api/reference/calling-codes',
  'International calling codes (Name, Prefisso_internazionale__c)',
  {
    querystring: LocaleQuerySchema,
    answer: { 200: ListCallingCodesResponseSchema, 304: NotModifiedSchema },
  },
);
