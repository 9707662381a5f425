import type { EncryptionKeyRow } from '../schema/candidate.ts';

/** Our column → the CRM digital certificate (Certificato_Digitale__r) field. */
export const ENCRYPTION_KEY_CONTRACT = {
  id: 'Id',
  name: 'Name',
  publicKeyPem: 'Chiave_Pubblica__c',
  createdAt: 'CreatedDate',
} as const satisfies Record<keyof EncryptionKeyRow, string | null>;
