import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { UpdateLanguageBodySchema } from '../profile.ts';

export const saveLanguage = endpoint('PUT /api/profile/language', 'Save the interface language', {
  body: UpdateLanguageBodySchema,
  answer: { 204: z.null() },
});
