import { z } from 'zod';
import { plainString } from '../../shared/text.ts';
import { ERASURE_NOTE_MAX, ERASURE_STATUSES, EXPORT_STATUSES } from '../erasure.ts';

/**
 * A signed-in person's privacy rights (GDPR articles 15, 17 and 20), under /api/privacy; its
 * endpoints are `privacyApi` in `endpoints.ts`. Another person's export is 404, as one that does
 * not exist.
 */

export const PrivacyExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  size: z.number().int().nullable(),
  /** The download address, while the export is ready and not expired. */
  url: z.string().nullable(),
});
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;

export const ErasureRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(ERASURE_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The secretariat's reason, when it refused. */
  refusalReason: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const MyPrivacyResponseSchema = z.object({
  export: PrivacyExportSchema.nullable(),
  erasure: ErasureRequestSchema.nullable(),
});
export type MyPrivacyResponse = z.infer<typeof MyPrivacyResponseSchema>;

export const ExportParamsSchema = z.object({ id: z.uuid({ error: 'privacy.exportNotFound' }) });

/** "Yes, erase my account": the confirmation must be given; a note for the secretariat is optional. */
export const RequestErasureBodySchema = z.strictObject({
  confirm: z.literal(true, { error: 'privacy.confirmRequired' }),
  note: plainString().trim().max(ERASURE_NOTE_MAX, { error: 'privacy.noteTooLong' }).default(''),
});
export type RequestErasureBody = z.input<typeof RequestErasureBodySchema>;
