import { z } from 'zod';

/**
 * One instalment of the payments tab (specification 000, section 3 "Payment": Numero_partita__c,
 * Importo_Emesso__c, Data_Scadenza__c, Data_pagamento__c, Pagata__c). Amounts are in cents.
 */
export const InstalmentSchema = z.object({
  id: z.string(),
  /** Numero_partita__c, as the school numbers it (text, e.g. "1" or "2025/001") */
  number: z.string(),
  /** Importo_Emesso__c in cents */
  amountCents: z.number().int(),
  /** Data_Scadenza__c, YYYY-MM-DD */
  dueDate: z.string().nullable(),
  /** Data_pagamento__c, YYYY-MM-DD */
  paymentDate: z.string().nullable(),
  /** Pagata__c */
  isPaid: z.boolean(),
});
export type Instalment = z.infer<typeof InstalmentSchema>;

export const ListPaymentsResponseSchema = z.object({ items: z.array(InstalmentSchema) });
export type ListPaymentsResponse = z.infer<typeof ListPaymentsResponseSchema>;
