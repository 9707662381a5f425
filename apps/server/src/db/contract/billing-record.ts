import type { BillingRecordRow } from '../schema/billing.ts';

/**
 * Our column → the CRM billing field (specification 000 section 3, "Course billing"). Housing
 * records use the Housing names of HOUSING_BILLING_CONTRACT.
 */
export const BILLING_RECORD_CONTRACT = {
  id: null,
  userId: 'AccountId',
  enrolmentId: 'idOppty_Fatturante__c',
  kind: null, // ours: course or housing record
  type: 'Tipo_persona_fatturazione__c',
  companyName: 'Ragione_Sociale__c',
  vatNumber: 'PIVA_Fatturante__c',
  taxCode: 'Codice_Fiscale__c',
  sdiCode: 'Codice_SDI__c',
  certifiedEmail: 'PEC__c',
  email: 'Email_Fatturante__c',
  phone: 'Telefono_Fatturante__c',
  street: 'BillingStreet',
  city: 'BillingCity',
  province: 'BillingState',
  postalCode: 'BillingPostalCode',
  country: 'BillingCountry',
  firstName: 'Nome_Fatturante__c',
  lastName: 'Cognome_Fatturante__c',
  sex: 'Sesso_Fatturante__c',
  birthDate: 'Data_Nascita_Fatturante__c',
  birthCity: 'Citta_Nascita_Fatturante__c',
  birthProvince: 'Provincia_Nascita_Fatturante__c',
  birthCountry: 'Nazione_Nascita_Fatturante__c',
  citizenship: 'Cittadinanza_Fatturante__c',
  legalRepFirstName: 'Nome_Rap_Legale__c',
  legalRepLastName: 'Cognome_Rap_Legale__c',
  legalRepEmail: 'Mail_Rap_Legale__c',
  iban: null, // housing only
  ibanHolder: null, // housing only
  requestingCount: 'Opportunit_con_richiesta_dati__c',
  compiled: 'Fatturante_compilato__c',
  compiledAt: 'Data_compilazione_dati_fatt__c',
  sent: null, // ours: "Confirm sets the sent flag and locks the form"
  createdAt: null,
  updatedAt: null,
} as const satisfies Record<keyof BillingRecordRow, string | null>;

/** Housing records: "same set with Housing suffix ... plus Iban_Housing__c, Intestatario_IBAN_Housing__c". */
export const HOUSING_BILLING_CONTRACT = {
  ...BILLING_RECORD_CONTRACT,
  enrolmentId: 'idOppty_Fatturante_Housing__c',
  type: 'Tipo_persona_fatturazione_Housing__c',
  companyName: 'Ragione_Sociale_Housing__c',
  vatNumber: 'PIVA_Housing__c',
  taxCode: 'Codice_Fiscale_Housing__c',
  sdiCode: 'Codice_SDI_Housing__c',
  certifiedEmail: 'PEC_Housing__c',
  email: 'Email_Fatturante_Housing__c',
  phone: 'Telefono_Fatturante_Housing__c',
  street: 'Indirizzo_Housing__c',
  city: 'Citta_Housing__c',
  province: 'Provincia_Housing__c',
  postalCode: 'CAP_Housing__c',
  country: 'Paese_Housing__c',
  firstName: 'tmp_FirstName__c',
  lastName: 'tmp_LastName__c',
  sex: 'Sesso_Fatturante_Housing__c',
  birthDate: 'Data_Nascita_Fatturante_Housing__c',
  birthCity: 'Citta_Nascita_Fatturante_Housing__c',
  birthProvince: 'Provincia_Nascita_Fatturante_Housing__c',
  birthCountry: 'Nazione_Nascita_Fatturante_Housing__c',
  citizenship: 'Cittadinanza_Housing__c',
  legalRepFirstName: 'Nome_Rap_Legale_Housing__c',
  legalRepLastName: 'Cognome_Rap_Legale_Housing__c',
  legalRepEmail: 'Mail_Rap_Legale_Housing__c',
  iban: 'Iban_Housing__c',
  ibanHolder: 'Intestatario_IBAN_Housing__c',
  requestingCount: 'Opportunit_Housing_con_richiesta_dati__c',
  compiled: 'Fatturante_Housing_compilato__c',
  compiledAt: 'Data_compilazione_dati_fatt_Housing__c',
} as const satisfies Record<keyof BillingRecordRow, string | null>;
