import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';
import { StaffApplicationSchema, StaffCandidateSchema } from './get-application.ts';

export const STAFF_PAGE_SIZE_MAX = 100;

/** One page of a staff list and where it is. */
export function staffPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The paging of every staff list: pages of `pageSize` (1-100, default 20) from 1. */
export const staffPaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(20),
};

/** An optional text filter of a staff list: trimmed, an empty one is no filter. */
export const optionalFilter = z
  .string()
  .trim()
  .max(TEXT_MAX)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * GET /api/staff/candidates — one row per application, newest first. `status` matches the
 * candidate status (statoGenerale__c) case-insensitively; `search` is the person search (a part,
 * any case, of the first name, last name, "first last" or "last first", e-mail, username, tax code
 * or registration number). Pages of `pageSize` (1-100, default 20) from 1.
 */
export const ListCandidatesQuerySchema = z.strictObject({
  status: optionalFilter,
  search: optionalFilter,
  ...staffPaging,
});
export type ListCandidatesQuery = z.infer<typeof ListCandidatesQuerySchema>;

export const ListCandidatesResponseSchema = staffPageOf(
  z.object({ candidate: StaffCandidateSchema, application: StaffApplicationSchema }),
);
export type ListCandidatesResponse = z.infer<typeof ListCandidatesResponseSchema>;
