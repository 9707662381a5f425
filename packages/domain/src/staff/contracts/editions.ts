import { z } from 'zod';
import { parseProductCode } from '../../application/steps.ts';
import { staffDate, staffText, versionField } from './fields.ts';

/**
 * The course editions as Amministrazione keeps them (its endpoints are `staffEditionsApi` in
 * `staff-endpoints.ts`): a new intake is a new edition, open for applications, with no migration.
 * The product code ("course-edition", the application route's /candidatura/{productCode}) is made
 * of the course code and the edition code and never changes once created; dates lie in the staff range
 * (STAFF_DATE_MIN-STAFF_DATE_MAX) and the last day is not before the first.
 */

/** The longest course or edition code. */
export const EDITION_CODE_PART_MAX = 40;

/** One part of a product code: letters, digits and underscores (parseProductCode's rule). */
const codePart = z
  .string({ error: 'candidate.required' })
  .trim()
  .min(1, { error: 'candidate.required' })
  .max(EDITION_CODE_PART_MAX, { error: 'application.invalidProduct' })
  .refine((v) => parseProductCode(`${v}-X`) !== null, { error: 'application.invalidProduct' });

const editionFields = {
  courseName: staffText(),
  editionName: staffText(),
  startsOn: staffDate,
  endsOn: staffDate,
  isOpen: z.boolean(),
  feeApplies: z.boolean(),
};

const datesInOrder = (e: { startsOn: string; endsOn: string }) => e.startsOn <= e.endsOn;
const datesInOrderRule = { error: 'staff.datesOutOfOrder', path: ['endsOn'] };

export const CreateEditionBodySchema = z
  .strictObject({ courseCode: codePart, editionCode: codePart, ...editionFields })
  .refine(datesInOrder, datesInOrderRule);
export type CreateEditionBody = z.infer<typeof CreateEditionBodySchema>;

/** The codes stay: they are the application route's address and the applications' product code. */
export const UpdateEditionBodySchema = z
  .strictObject({ ...editionFields, version: versionField })
  .refine(datesInOrder, datesInOrderRule);
export type UpdateEditionBody = z.infer<typeof UpdateEditionBodySchema>;

export const StaffEditionSchema = z.object({
  id: z.string(),
  productCode: z.string(),
  courseCode: z.string(),
  editionCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  isOpen: z.boolean(),
  feeApplies: z.boolean(),
  /** The applications of the edition (portal and CRM records). */
  applications: z.number().int(),
  version: z.string(),
});
export type StaffEdition = z.infer<typeof StaffEditionSchema>;

/** Every edition, newest start first (editions without dates last), then by code. */
export const ListEditionsResponseSchema = z.object({ items: z.array(StaffEditionSchema) });
export type ListEditionsResponse = z.infer<typeof ListEditionsResponseSchema>;
