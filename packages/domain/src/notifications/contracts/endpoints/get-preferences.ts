import { endpoint } from '../../../shared/endpoint.ts';
import { PreferencesResponseSchema } from '../preferences.ts';

export const getPreferences = endpoint(
  'GET /api/notifications/preferences',
  'The choices per kind of notification and channel (in-app, push, mail)',
  { answer: PreferencesResponseSchema },
);
