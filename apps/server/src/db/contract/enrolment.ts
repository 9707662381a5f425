import type { EnrolmentRow } from '../schema/enrolments.ts';

/** Our column → the CRM Opportunity field (specification 000 section 3, "Opportunity flags"). */
export const ENROLMENT_CONTRACT = {
  id: 'Id',
  userId: 'AccountId',
  name: 'Name',
  kind: 'RecordType.Name',
  productCode: 'Edizione_Corso__r.Product_Code__c',
  isActive: 'IsActive__c',
  isActiveHousing: 'IsActiveHousing__c',
  isActiveDoorOpening: 'IsActiveAperturaPorte__c',
  isActiveEcommerce: 'isActiveEcommerce__c',
  isRecharge: 'isRicarica__c',
  isActiveHyperplanning: 'isActiveHyperplanning__c',
  isActiveStage: 'IsActiveStage__c',
  isActiveAttendance: 'IsActivePresenze__c',
  isActiveThesis: 'IsActiveTesi__c',
  isActiveIntermediateThesis: 'IsActiveTesiIntermedia__c',
  isActiveElearning: 'isActiveElearning__c',
  isActiveBooking: 'IsActivePrenotazione__c',
  hasExams: 'hasExams__c',
  isRetakeEligible: 'isRipescato__c',
  housingBillingCompiled: 'Fatturante_Housing_compilato__c',
  housingBillingCompiledAt: 'Data_compilazione_dati_fatt_Housing__c',
  createdAt: 'CreatedDate',
} as const satisfies Record<keyof EnrolmentRow, string>;
