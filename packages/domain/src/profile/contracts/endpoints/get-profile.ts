import { endpoint } from '../../../shared/endpoint.ts';
import { ProfileSchema } from '../profile.ts';

export const getProfile = endpoint('GET /api/profile', "The signed-in user's profile", {
  answer: ProfileSchema,
});
