import { z } from 'zod';
import { billingDraftShape } from './billing-fields.ts';

/**
 * Save the course billing form as it is ("Profile dirty on any field edit"): every field may
 * still be empty, but what is filled must be well formed (lengths, e-mails, postcode digits,
 * phone, birth date). Only while `canEditBilling`. "After saving, the compilation date is set to
 * now and the application ... record is updated." Success: "Dati fatturazione aggiornati correttamente!"
 */
export const SaveCourseBillingBodySchema = z.strictObject(billingDraftShape);
export type SaveCourseBillingBody = z.infer<typeof SaveCourseBillingBodySchema>;
