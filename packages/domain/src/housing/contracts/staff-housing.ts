import { z } from 'zod';
import { staffDate, staffText } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import {
  APARTMENT_ADDRESS_MAX,
  APARTMENT_NAME_MAX,
  CHECK_OUT_BEFORE_CHECK_IN,
  clockTimeSchema,
  isCheckOutAfterCheckIn,
} from '../stay.ts';

/**
 * The housing stays in the staff console (Segreteria, area `housing`), under /api/staff/housing:
 * every housing contract with the stay assigned to it, if any, and the form that assigns or
 * changes the stay (apartment, address, check-in and check-out) on the version read.
 */

/** Which contracts the list shows: all, those with a stay, those still without one. */
export const STAY_FILTERS = ['with', 'without'] as const;
export type StayFilter = (typeof STAY_FILTERS)[number];

/**
 * GET /api/staff/housing/stays — housing contracts (enrolments of kind housing, or with the
 * housing flag), newest first; `search` is the person search (a part of the person's name,
 * e-mail, username, tax code or registration number) or a part of the contract's name; `stay`
 * keeps those with or without a stay. Paged.
 */
export const ListHousingStaysQuerySchema = z.strictObject({
  search: optionalFilter,
  stay: z.enum(STAY_FILTERS, { error: 'request.invalid' }).optional(),
  ...staffPaging,
});
export type ListHousingStaysQuery = z.infer<typeof ListHousingStaysQuerySchema>;

export const StaffStaySchema = z.object({
  apartmentName: z.string(),
  apartmentAddress: z.string(),
  checkInDate: z.string(),
  checkInTime: z.string(),
  checkOutDate: z.string(),
  checkOutTime: z.string(),
  updatedAt: z.string(),
});
export type StaffStay = z.infer<typeof StaffStaySchema>;

/** One housing contract, its person, its stay (null: not assigned) and the stay's version. */
export const StaffHousingContractSchema = z.object({
  enrolmentId: z.string(),
  contractName: z.string(),
  /** IsActiveHousing__c: only an active contract shows the stay to the student. */
  isActiveHousing: z.boolean(),
  person: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  stay: StaffStaySchema.nullable(),
  /** The stay's version (null while there is none): a save sends it back. */
  version: z.string().nullable(),
});
export type StaffHousingContract = z.infer<typeof StaffHousingContractSchema>;

export const ListHousingStaysResponseSchema = staffPageOf(StaffHousingContractSchema);
export type ListHousingStaysResponse = z.infer<typeof ListHousingStaysResponseSchema>;

/** `/api/staff/housing/stays/:enrolmentId` */
export const HousingStayParamsSchema = z.object({ enrolmentId: z.uuid({ error: 'request.invalid' }) });

/**
 * PUT /api/staff/housing/stays/:enrolmentId — assign the stay (version null: there is none yet)
 * or change it (the version read). Texts trimmed and bounded, dates in the staff range, times
 * hh:mm, check-out after check-in (`housing.checkOutBeforeCheckIn` on checkOutTime). 409
 * `staff.staleRecord` when the stay changed (or was assigned) since it was read.
 */
export const SaveHousingStayBodySchema = z
  .strictObject({
    apartmentName: staffText(APARTMENT_NAME_MAX),
    apartmentAddress: staffText(APARTMENT_ADDRESS_MAX),
    checkInDate: staffDate,
    checkInTime: clockTimeSchema,
    checkOutDate: staffDate,
    checkOutTime: clockTimeSchema,
    version: z.string().min(1).max(64).nullable(),
  })
  .refine(isCheckOutAfterCheckIn, { error: CHECK_OUT_BEFORE_CHECK_IN, path: ['checkOutTime'] });
export type SaveHousingStayBody = z.infer<typeof SaveHousingStayBodySchema>;
