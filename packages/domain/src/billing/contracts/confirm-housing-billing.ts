import { z } from 'zod';
import {
  billedPartyShape,
  housingAccountShape,
  housingNaturalPersonShape,
  legalPersonShape,
} from './billing-fields.ts';

/**
 * Confirm the housing billing data: "Housing billing follows the same rules (citizenship from
 * housing field, no phone rule) and always needs IBAN and account holder." Every type, MeStesso
 * included, needs a valid IBAN (returned in electronic form) and its holder.
 */
export const ConfirmHousingBillingBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('MeStesso'), ...housingAccountShape }),
    z.object({
      type: z.literal('PersonaGiuridica'),
      ...billedPartyShape,
      ...legalPersonShape,
      ...housingAccountShape,
    }),
    z.object({
      type: z.literal('PersonaFisica'),
      ...billedPartyShape,
      ...housingNaturalPersonShape,
      ...housingAccountShape,
    }),
  ],
  { error: 'billing.invalidType' },
);
export type ConfirmHousingBillingBody = z.infer<typeof ConfirmHousingBillingBodySchema>;
