import { z } from 'zod';
import { housingBillingDraftShape } from './billing-fields.ts';

/** Save the housing billing form as it is; the IBAN, when filled, must already be valid. */
export const SaveHousingBillingBodySchema = z.strictObject(housingBillingDraftShape);
export type SaveHousingBillingBody = z.infer<typeof SaveHousingBillingBodySchema>;
