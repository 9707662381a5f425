import type { CourseEditionRow } from '../schema/application.ts';

/**
 * Our column → the CRM course edition (Edizione_Corso__c with its Corso__r), the target of
 * createOppty (corso, edizione) and of the application route's product code.
 */
export const COURSE_EDITION_CONTRACT = {
  productCode: 'Product_Code__c',
  courseCode: 'Corso__r.Key_Corso__c',
  editionCode: 'Edizione_Corso__r.Name',
  courseName: 'Corso__r.Name',
  editionName: 'Numero_Edizione__c',
  isOpen: null, // ours: the edition takes applications
  createdAt: 'CreatedDate',
} as const satisfies Record<keyof CourseEditionRow, string | null>;
