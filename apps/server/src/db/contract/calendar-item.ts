import type { BookingRow, CalendarItemRow } from '../schema/bookings.ts';

/**
 * Our column → the CRM calendar item (Calendario__c; specification 000, section 3 "Calendar item",
 * read by getEventi with its `tipo`: Eventi, Corsi, Sessione Esami).
 */
export const CALENDAR_ITEM_CONTRACT = {
  id: 'Id',
  kind: null, // ours: getEventi's tipo (Eventi, Corsi, Sessione Esami) as event, module, exam
  startsOn: 'Data__c',
  endsOn: 'Data_Fine__c',
  startTime: 'Ora_Inizio__c',
  endTime: 'Ora_Fine__c',
  opensAt: 'Apertura_Prenotazioni__c',
  closesAt: 'Chiusura_Prenotazioni__c',
  name: 'Nome_Evento__c',
  place: 'Nome_Struttura__c',
  capacityMin: 'Capienza_MIN__c',
  capacityMax: 'Capienza_MAX__c',
  bookedCount: 'Occupazione_attuale__c', // with heldCount: the seats taken
  heldCount: null, // ours: seats held for a waiting-list offer
  cancelledCount: null, // ours: bookings cancelled, for the console's insights
  link: 'Link__c',
  description: 'Descrizione__c',
  groupName: 'Gruppo_Evento__c',
  groupKey: null, // ours: the group as compared (trimmed, lower case)
  isMandatory: 'Obbligatorio__c',
  isRetake: null, // ours: a session for re-admitted students (getEventi's isRipescato)
  productCode: null, // ours: the course edition whose students see it (getEventi's oppty)
  createdAt: 'CreatedDate',
  updatedAt: null,
} as const satisfies Record<keyof CalendarItemRow, string | null>;

/** Our column → the CRM booking (Prenotazione: Calendario__c, with Calendario__r.Gruppo_Evento__c). */
export const BOOKING_CONTRACT = {
  id: 'Id',
  itemId: 'Calendario__c',
  userId: 'Account__c',
  groupKey: null, // ours: Calendario__r.Gruppo_Evento__c as compared, for the one-per-group index
  bookedBy: null, // ours: the staff member who booked for the person
  attendance: null, // ours: marked by staff
  createdAt: 'CreatedDate',
  updatedAt: null,
} as const satisfies Record<keyof BookingRow, string | null>;
