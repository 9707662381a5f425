import type { DocumentRow } from '../schema/candidate.ts';

/** Our column → the CRM Document field (specification 000 section 3, "Document"). */
export const DOCUMENT_CONTRACT = {
  id: 'Id',
  applicationId: 'Opportunity__c',
  type: 'Tipo_Documento__c',
  name: 'Name',
  dueDate: 'Da_caricare_entro__c',
  uploadedAt: 'Data_Caricamento__c',
  status: 'Stato__c',
  note: 'Note__c',
  refusalReason: 'Causale_Rifiuto__c',
  mustEncrypt: 'Documento_Crittato__c',
  encryptionKeyId: 'Certificato_Digitale__c',
  storageKey: null, // ours: where the file is in the FileStorage
  fileName: 'ContentVersion.PathOnClient',
  contentType: 'ContentVersion.FileType',
  size: 'ContentVersion.ContentSize',
  encrypted: null, // ours: the stored bytes are an encryption envelope
  decidedAt: null, // ours: when the secretariat last validated or refused the file (the insights)
  applicationFile: null, // ours: which file of the application form (uploadDoc tipo: CV, Motivational Letter, ...)
  createdAt: 'CreatedDate',
} as const satisfies Record<keyof DocumentRow, string | null>;
