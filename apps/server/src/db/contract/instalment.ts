import type { InstalmentRow } from '../schema/candidate.ts';

/** Our column → the CRM Payment field (specification 000 section 3, "Payment"). */
export const INSTALMENT_CONTRACT = {
  id: 'Id',
  applicationId: 'Opportunity__c',
  number: 'Numero_partita__c',
  amountCents: 'Importo_Emesso__c', // euro in the CRM, cents here
  dueDate: 'Data_Scadenza__c',
  paymentDate: 'Data_pagamento__c',
  isPaid: 'Pagata__c',
  createdAt: 'CreatedDate',
} as const satisfies Record<keyof InstalmentRow, string | null>;
