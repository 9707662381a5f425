import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../kinds.ts';

/**
 * The person's choices per kind and channel (decision 51): every kind's choices; `mail` null where
 * the kind never mails. Its endpoints are `notificationsApi` in `endpoints.ts`.
 */
export const KindPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  push: z.boolean(),
  mail: z.boolean().nullable(),
});

export const PreferencesResponseSchema = z.object({ preferences: z.array(KindPreferenceSchema) });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

export const UpdatePreferencesBodySchema = z.object({
  preferences: z
    .array(KindPreferenceSchema)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      error: 'notifications.invalidPreferences',
    }),
});
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>;
