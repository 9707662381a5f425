import { z } from 'zod';
import { isProductCode } from '../../application/steps.ts';
import { TEXT_MAX } from '../../shared/limits.ts';
import { staffDate } from './fields.ts';
import { staffPageOf, staffPaging } from './list-candidates.ts';

const optionalFilter = z
  .string()
  .trim()
  .max(TEXT_MAX)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * GET /api/staff/applications?edition=&status=&step=&from=&to= — the applications of a course
 * edition (its product code, "CUCINA-2027A"), newest first ("Staff can list the applications of an
 * edition through a staff-only API route with filters (status, step, date)"). `status` matches
 * Stato_Candidatura__c case-insensitively; `step` the applicant's current step while the account is
 * still on this product; `from` and `to` the day the application was started (school time zone,
 * both included). Pages of `pageSize` (1-100, default 20) from 1.
 */
export const ListEditionApplicationsQuerySchema = z
  .strictObject({
    edition: z
      .string({ error: 'application.invalidProduct' })
      .trim()
      .refine(isProductCode, { error: 'application.invalidProduct' }),
    status: optionalFilter,
    step: z.coerce.number({ error: 'application.invalidStep' }).int().min(0).max(7).optional(),
    from: staffDate.optional(),
    to: staffDate.optional(),
    ...staffPaging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'candidate.invalidDate', path: ['to'] });
export type ListEditionApplicationsQuery = z.infer<typeof ListEditionApplicationsQuerySchema>;

export const EditionApplicationSchema = z.object({
  id: z.string(),
  candidate: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  productCode: z.string(),
  applicationStatus: z.string().nullable(),
  stageName: z.string(),
  /** Candidatura_Current_Step__c while the account is on this product; null after a product switch. */
  step: z.number().int().nullable(),
  feePaidAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  enrolmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type EditionApplication = z.infer<typeof EditionApplicationSchema>;

export const ListEditionApplicationsResponseSchema = staffPageOf(EditionApplicationSchema);
export type ListEditionApplicationsResponse = z.infer<typeof ListEditionApplicationsResponseSchema>;
