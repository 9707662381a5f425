import { endpoint } from '../../../shared/endpoint.ts';
import { PreferencesResponseSchema, UpdatePreferencesBodySchema } from '../preferences.ts';

export const savePreferences = endpoint(
  'PUT /api/notifications/preferences',
  'Change the choices per kind and channel',
  {
    body: UpdatePreferencesBodySchema,
    answer: PreferencesResponseSchema,
  },
);
