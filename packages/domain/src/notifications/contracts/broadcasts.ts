import { z } from 'zod';
import { CATEGORIES } from '../../access/subject.ts';
import { safeInternalPath } from '../../shared/internal-path.ts';
import { plainString } from '../../shared/text.ts';

/**
 * The secretariat's composer (staff permission Segreteria, area `notifications`), under
 * /api/staff/notifications: how many people a group reaches, and the notifications sent to a group
 * (through the job runner, in batches); its endpoints are `staffNotificationsApi` in
 * `staff-endpoints.ts`.
 */
export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_BODY_MAX = 500;

export const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('edition'), editionId: z.uuid({ error: 'notifications.emptyAudience' }) }),
  z.object({
    kind: z.literal('category'),
    category: z.enum(CATEGORIES, { error: 'notifications.emptyAudience' }),
  }),
]);
export type Audience = z.infer<typeof AudienceSchema>;

export const AudienceQuerySchema = AudienceSchema;
export const AudienceResponseSchema = z.object({ recipients: z.number().int().min(0) });
export type AudienceResponse = z.infer<typeof AudienceResponseSchema>;

export const CreateBroadcastBodySchema = z.object({
  audience: AudienceSchema,
  title: plainString()
    .trim()
    .min(1, { error: 'candidate.required' })
    .max(BROADCAST_TITLE_MAX, { error: 'request.invalid' }),
  body: plainString()
    .trim()
    .min(1, { error: 'candidate.required' })
    .max(BROADCAST_BODY_MAX, { error: 'request.invalid' }),
  /** The page a click opens; empty for none. */
  url: z
    .string()
    .max(300, { error: 'notifications.invalidUrl' })
    .refine((v) => v === '' || safeInternalPath(v) === v, { error: 'notifications.invalidUrl' })
    .default(''),
});
export type CreateBroadcastBody = z.input<typeof CreateBroadcastBodySchema>;

export const BroadcastSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  audience: AudienceSchema,
  /** How many people the group held when it was sent. */
  recipients: z.number().int().min(0),
  /** How many of them have been reached so far (the batches done). */
  reached: z.number().int().min(0),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Broadcast = z.infer<typeof BroadcastSchema>;

export const BroadcastResponseSchema = z.object({ broadcast: BroadcastSchema });
export const ListBroadcastsResponseSchema = z.object({ broadcasts: z.array(BroadcastSchema) });
export type ListBroadcastsResponse = z.infer<typeof ListBroadcastsResponseSchema>;
