import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ProfileSchema, UpdateLanguageBodySchema, UpdateProfileBodySchema } from './profile.ts';

/** The signed-in user's profile and interface language. */
export const profileApi = {
  getProfile: endpoint('GET /api/profile', "The signed-in user's profile", { answer: ProfileSchema }),
  saveProfile: endpoint('PUT /api/profile', 'Save the profile form', {
    body: UpdateProfileBodySchema,
    answer: ProfileSchema,
  }),
  saveLanguage: endpoint('PUT /api/profile/language', 'Save the interface language', {
    body: UpdateLanguageBodySchema,
    answer: { 204: z.null() },
  }),
};
