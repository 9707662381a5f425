import { z } from 'zod';

/**
 * GET /api/housing — the signed-in person's stay, from the housing contract that is active
 * (`chooseHousingEnrolment`). 403 without an active housing contract (`canSeeHousing`), 404
 * `housing.notAssigned` while the secretariat has not assigned the stay yet.
 */
export const GetHousingResponseSchema = z.object({
  /** The housing contract's name (the Opportunity's Name). */
  contractName: z.string(),
  /** Appartamento__r.Name */
  apartmentName: z.string(),
  /** Appartamento__r.Indirizzo__c */
  apartmentAddress: z.string(),
  /** YYYY-MM-DD */
  checkInDate: z.string(),
  /** hh:mm */
  checkInTime: z.string(),
  checkOutDate: z.string(),
  checkOutTime: z.string(),
});
export type GetHousingResponse = z.infer<typeof GetHousingResponseSchema>;

/** No stay assigned yet to the active housing contract. */
export const HOUSING_NOT_ASSIGNED = 'housing.notAssigned';
