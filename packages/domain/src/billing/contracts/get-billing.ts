import { z } from 'zod';
import { BILLING_TYPES, type BillingForm, type HousingBillingForm } from '../billing.ts';

/** Stored values as they are (no length or format checks: records may come from the CRM). */
const storedText = z.string();

export const BillingFormSchema = z.object({
  type: z.enum(BILLING_TYPES),
  companyName: storedText,
  vatNumber: storedText,
  taxCode: storedText,
  sdiCode: storedText,
  certifiedEmail: storedText,
  email: storedText,
  phone: storedText,
  street: storedText,
  city: storedText,
  province: storedText,
  postalCode: storedText,
  country: storedText,
  firstName: storedText,
  lastName: storedText,
  sex: z.enum(['', 'F', 'M']),
  birthDate: storedText,
  birthCity: storedText,
  birthProvince: storedText,
  birthCountry: storedText,
  citizenship: storedText,
  legalRepFirstName: storedText,
  legalRepLastName: storedText,
  legalRepEmail: storedText,
}) satisfies z.ZodType<BillingForm>;

export const HousingBillingFormSchema = BillingFormSchema.extend({
  iban: storedText,
  ibanHolder: storedText,
}) satisfies z.ZodType<HousingBillingForm>;

/** The editing state (`canEditBilling`, `canConfirmBilling`) and the last compilation date. */
export const BillingStateSchema = z.object({
  requestingCount: z.number().int().min(0),
  compiled: z.boolean(),
  sent: z.boolean(),
  /** Data_compilazione_dati_fatt__c (housing: Data_compilazione_dati_fatt_Housing__c), ISO instant */
  compiledAt: z.string().nullable(),
});
export type BillingStateDto = z.infer<typeof BillingStateSchema>;

/** "Billing: Courses billing and, when a housing billing record exists, Housing billing." */
export const GetBillingResponseSchema = z.object({
  course: z.object({ form: BillingFormSchema, state: BillingStateSchema }),
  housing: z.object({ form: HousingBillingFormSchema, state: BillingStateSchema }).nullable(),
});
export type GetBillingResponse = z.infer<typeof GetBillingResponseSchema>;
