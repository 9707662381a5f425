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

/** The columns the list sorts by (`sort`), in `dir` asc or desc; ties by newest, then id. */
export const EDITION_APPLICATION_SORTS = [
  'createdAt',
  'lastName',
  'status',
  'step',
  'feePaidAt',
  'submittedAt',
] as const;
export type EditionApplicationSort = (typeof EDITION_APPLICATION_SORTS)[number];

/** A CSV of the list holds at most this many rows: a larger one is refused (400 staff.csvTooLarge). */
export const APPLICATIONS_CSV_MAX_ROWS = 5000;

const yesNo = z
  .enum(['true', 'false'], { error: 'request.invalid' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

const editionFilters = {
  edition: z
    .string({ error: 'application.invalidProduct' })
    .trim()
    .refine(isProductCode, { error: 'application.invalidProduct' }),
  status: optionalFilter,
  step: z.coerce.number({ error: 'application.invalidStep' }).int().min(0).max(7).optional(),
  from: staffDate.optional(),
  to: staffDate.optional(),
  /** true: the application fee is paid; false: not paid. */
  feePaid: yesNo,
  sort: z.enum(EDITION_APPLICATION_SORTS, { error: 'request.invalid' }).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { error: 'request.invalid' }).default('desc'),
};
const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/**
 * GET /api/staff/applications?edition=&status=&step=&from=&to=&feePaid=&sort=&dir= — the
 * applications of a course edition (its product code, "CUCINA-2027A"), newest first unless sorted
 * otherwise ("Staff can list the applications of an edition through a staff-only API route with
 * filters (status, step, date)"). `status` matches Stato_Candidatura__c case-insensitively; `step`
 * the applicant's current step while the account is still on this product; `from` and `to` the day
 * the application was started (school time zone, both included); `feePaid` whether the fee is
 * paid. Pages of `pageSize` (1-100, default 20) from 1.
 */
export const ListEditionApplicationsQuerySchema = z
  .strictObject({ ...editionFilters, ...staffPaging })
  .refine(datesInOrder, { error: 'candidate.invalidDate', path: ['to'] });
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

/** GET /api/staff/applications.csv — the same filters and order, every row (up to APPLICATIONS_CSV_MAX_ROWS). */
export const EditionApplicationsCsvQuerySchema = z
  .strictObject(editionFilters)
  .refine(datesInOrder, { error: 'candidate.invalidDate', path: ['to'] });
export type EditionApplicationsCsvQuery = z.infer<typeof EditionApplicationsCsvQuerySchema>;
