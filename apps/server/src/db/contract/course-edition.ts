import type { CourseEditionRow } from '../schema/application.ts';

/**
 * Our column → the CRM course edition (Edizione_Corso__c with its Corso__r), the target of
 * createOppty (corso, edizione) and of the application route's product code.
 */
export const COURSE_EDITION_CONTRACT = {
  id: null, // ours: the staff console's record id
  productCode: 'Product_Code__c',
  courseCode: 'Corso__r.Key_Corso__c',
  editionCode: 'Edizione_Corso__r.Name',
  courseName: 'Corso__r.Name',
  editionName: 'Numero_Edizione__c',
  isOpen: null, // ours: the edition takes applications
  startsOn: null, // ours: kept by staff (Amministrazione)
  endsOn: null, // ours: kept by staff (Amministrazione)
  feeApplies: null, // ours: the application fee is asked for this edition
  createdAt: 'CreatedDate',
  updatedAt: null,
} as const satisfies Record<keyof CourseEditionRow, string | null>;
