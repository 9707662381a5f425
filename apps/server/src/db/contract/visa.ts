import type { VisaRow } from '../schema/candidate.ts';

/** Our column → the CRM Visa field (specification 000 section 3, "Visa"). */
export const VISA_CONTRACT = {
  id: 'Id',
  applicationId: 'Opportunity__c',
  recordType: 'RecordType.Name',
  status: 'Stato__c',
  embassyAppointmentDate: 'Data_Appuntamento_Ambasciata__c',
  embassyName: 'Nome_Ambasciata__c',
  embassyAddress: 'Indirizzo_Ambasciata__c',
  acceptance: 'Accettazione__c',
  flightArrival: 'Data_e_Ora_Arrivo_Volo__c', // wall clock Europe/Rome here
  arrivalAirport: 'Aeroporto_Arrivo_Volo__c',
  flightTicket: 'Flight_ticket__c',
  visaStartDate: 'Data_Decorrenza_Visto__c',
  visaExpiryDate: 'Scadenza_Visto__c',
  refusalReason: 'Motivo_Rifiuto__c',
  outcomeSavedAt: null, // ours: when the outcome was confirmed
  permitAppointmentDate: 'Data_Appuntamento_in_Alma_Permesso__c',
  postKitAppointmentDate: 'Data_Appuntamento_Posta_x_Kit__c',
  fingerprintPhotoDate: 'Data_Foto_Segnalazione__c',
  createdAt: 'CreatedDate',
  updatedAt: 'LastModifiedDate',
} as const satisfies Record<keyof VisaRow, string | null>;
