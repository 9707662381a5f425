import { z } from 'zod';
import { billedPartyShape, legalPersonShape, naturalPersonShape } from './billing-fields.ts';

/**
 * Confirm the course billing data: "Confirm sets the sent flag and locks the form." Discriminated
 * by type, each with its required fields (section 5); MeStesso needs none (see
 * `requiredBillingFields`). Fields that do not belong to the chosen type are dropped, so the web
 * app may send its whole form; the server stores them empty.
 */
export const ConfirmCourseBillingBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('MeStesso') }),
    z.object({ type: z.literal('PersonaGiuridica'), ...billedPartyShape, ...legalPersonShape }),
    z.object({ type: z.literal('PersonaFisica'), ...billedPartyShape, ...naturalPersonShape }),
  ],
  { error: 'billing.invalidType' },
);
export type ConfirmCourseBillingBody = z.infer<typeof ConfirmCourseBillingBodySchema>;
