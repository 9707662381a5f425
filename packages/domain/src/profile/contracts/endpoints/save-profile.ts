import { endpoint } from '../../../shared/endpoint.ts';
import { ProfileSchema, UpdateProfileBodySchema } from '../profile.ts';

export const saveProfile = endpoint('PUT /api/profile', 'Save the profile form', {
  body: UpdateProfileBodySchema,
  answer: ProfileSchema,
});
