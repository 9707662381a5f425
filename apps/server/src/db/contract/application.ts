import type { ApplicationRow } from '../schema/candidate.ts';

/** Our column → the CRM application (Opportunity of the candidatura) field (specification 000 section 3, "Application"). */
export const APPLICATION_CONTRACT = {
  id: 'Id',
  userId: 'AccountId',
  enrolmentId: 'Opportunity.Id',
  courseCode: 'Codice_Corso__c',
  courseName: 'Name',
  editionName: 'Edizione_Corso__r.Name',
  stageName: 'StageName',
  generalStatus: 'statoGenerale__c',
  editionStatus: 'statoEdizione__c',
  enrolmentStatus: 'statoIscrizione__c',
  completionStatus: 'statoCompletata__c',
  applicationStatus: 'Stato_Candidatura__c',
  isActive: 'IsActive__c',
  paymentsUpToDate: 'Pagamenti_in_regola__c',
  shoeSize: 'Taglia_Scarpe__c',
  bomberSize: 'Taglia_Bomber__c',
  shirtSize: 'Taglia_Camicia__c',
  jacketSize: 'Taglia_Giacca__c',
  vestSize: 'Taglia_Gilet__c',
  trousersSize: 'Taglia_Pantaloni__c',
  poloSize: 'Taglia_Polo__c',
  clothingVisible: 'Visibilit_abbigliamento__c',
  clothingCompiled: 'Abbigliamento_Compilato__c',
  clothingSent: null, // ours: the sizes were confirmed ("not yet sent")
  clothingCompiledAt: 'Data_compilazione_Abbigliamento__c',
  visaEnabled: null, // ours: the CRM enabled the tab by creating the Visa record
  billingCompiled: 'Fatturante_compilato__c',
  billingCompiledAt: 'Data_compilazione_dati_fatt__c',
  productCode: 'Product_Code__c',
  feePaidAt: null, // ours: the paid-fee opportunity (getPaidFeeOpptyByCourse) is Closed Won since then
  feePaymentId: null, // ours: the payment (payments table) that settled the fee
  submittedAt: null, // ours: step 6 saved, the portaleCandidature opportunity created
  createdAt: 'CreatedDate',
  updatedAt: 'LastModifiedDate',
} as const satisfies Record<keyof ApplicationRow, string | null>;
