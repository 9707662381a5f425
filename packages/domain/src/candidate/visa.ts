import type { SchoolClock } from '../shared/clock.ts';
import { isBlank, isCrmValue } from './crm-value.ts';

/**
 * The visa tab (specification 000: section 2 "Visa tab phases: 1 embassy appointment, 2 flight
 * info, 3 visa outcome, 4 permit appointments at the school (only for record type Visto D)",
 * section 4 "Visa phase derived ...", section 5 "Visa phase 1 save needs ...").
 */

/** RecordType.Name: "Visto C or Visto D". */
export const VISA_RECORD_TYPES = ['Visto C', 'Visto D'] as const;
export type VisaRecordType = (typeof VISA_RECORD_TYPES)[number];

/** The record type from a CRM value (case-insensitive), or null. */
export function parseVisaRecordType(value: string | null | undefined): VisaRecordType | null {
  return VISA_RECORD_TYPES.find((type) => isCrmValue(value, type)) ?? null;
}

/**
 * Stato__c values. The specification names one: "Saving phase 1 sets Stato__c to 'Attesa visto
 * ambasciata'". Other values written by staff are kept as they are.
 */
export const VISA_STATUS = {
  awaitingEmbassy: 'Attesa visto ambasciata',
  /** After the outcome is confirmed (our values: the specification names only the first). */
  granted: 'Visto concesso',
  refused: 'Visto rifiutato',
} as const;

export const VISA_PHASES = [1, 2, 3, 4] as const;
export type VisaPhase = (typeof VISA_PHASES)[number];

/** The visa record (specification 000, section 3 "Visa"); text fields are null or '' when missing. */
export interface Visa {
  /** RecordType.Name */
  recordType: VisaRecordType | null;
  /** Stato__c */
  status: string | null;
  /** Data_Appuntamento_Ambasciata__c, YYYY-MM-DD */
  embassyAppointmentDate: string | null;
  /** Nome_Ambasciata__c */
  embassyName: string | null;
  /** Indirizzo_Ambasciata__c */
  embassyAddress: string | null;
  /** Accettazione__c */
  acceptance: boolean;
  /** Data_e_Ora_Arrivo_Volo__c, YYYY-MM-DDTHH:mm on the school's wall clock (Europe/Rome) */
  flightArrival: string | null;
  /** Aeroporto_Arrivo_Volo__c */
  arrivalAirport: string | null;
  /** Flight_ticket__c */
  flightTicket: string | null;
  /** Data_Decorrenza_Visto__c, YYYY-MM-DD */
  visaStartDate: string | null;
  /** Scadenza_Visto__c, YYYY-MM-DD */
  visaExpiryDate: string | null;
  /** Motivo_Rifiuto__c */
  refusalReason: string | null;
  /** Data_Appuntamento_in_Alma_Permesso__c (phase 4, set by staff) */
  permitAppointmentDate: string | null;
  /** Data_Appuntamento_Posta_x_Kit__c (phase 4, set by staff) */
  postKitAppointmentDate: string | null;
  /** Data_Foto_Segnalazione__c (phase 4, set by staff) */
  fingerprintPhotoDate: string | null;
}

const hasEmbassyAppointment = (v: Visa) =>
  !isBlank(v.embassyAppointmentDate) && !isBlank(v.embassyName) && !isBlank(v.embassyAddress);
const hasFlight = (v: Visa) =>
  !isBlank(v.flightArrival) && !isBlank(v.arrivalAirport) && !isBlank(v.flightTicket);
const hasVisaDates = (v: Visa) => !isBlank(v.visaStartDate) && !isBlank(v.visaExpiryDate);

/**
 * "Visa phase derived: 1 if embassy date, name or address missing; 2 if flight date/airport/ticket
 * missing or type Visto C; 3 if visa start or expiry missing; 4 for Visto D once those exist;
 * else 3."
 *
 * Read as written, an ordered chain: the first matching clause wins. So a Visto C stays in phase 2
 * once its embassy appointment is complete, whatever else is filled in: the short-stay visa has
 * no outcome or permit phases (the residence permit of phase 4 only follows a Visto D). The final
 * "else 3" is reached only by a record without a known record type.
 */
export function visaPhase(visa: Visa): VisaPhase {
  if (!hasEmbassyAppointment(visa)) return 1;
  if (!hasFlight(visa) || visa.recordType === 'Visto C') return 2;
  if (!hasVisaDates(visa)) return 3;
  if (visa.recordType === 'Visto D') return 4;
  return 3;
}

/**
 * The phases a record type can reach under `visaPhase`, i.e. the steps the tab shows:
 * Visto C 1-2, Visto D 1-4 ("4 ... only for record type Visto D"), unknown type 1-3.
 */
export function visaPhases(recordType: VisaRecordType | null): VisaPhase[] {
  if (recordType === 'Visto C') return [1, 2];
  if (recordType === 'Visto D') return [1, 2, 3, 4];
  return [1, 2, 3];
}

/** "Users may go back only to phases up to current." */
export function canGoToPhase(target: number, current: VisaPhase): boolean {
  return Number.isInteger(target) && target >= 1 && target <= current;
}

/**
 * "The outcome (granted or not) ... If a refusal reason exists it shows as refused and saved."
 * A refusal reason wins over dates; granted needs both the start and the expiry date.
 */
export function visaOutcome(visa: Visa): 'granted' | 'refused' | null {
  if (!isBlank(visa.refusalReason)) return 'refused';
  if (hasVisaDates(visa)) return 'granted';
  return null;
}

/** "The outcome (granted or not) is locked once saved and asks confirmation." */
export function isVisaOutcomeLocked(visa: Visa): boolean {
  return visaOutcome(visa) !== null;
}

/**
 * "Saved phases lock": phase 1 is saved once embassy date, name and address exist, phase 2 once
 * flight time, airport and ticket exist, phase 3 once there is an outcome. Phase 4 is never saved
 * by the candidate ("Phase 4 fields are read-only").
 */
export function isVisaPhaseSaved(visa: Visa, phase: VisaPhase): boolean {
  switch (phase) {
    case 1:
      return hasEmbassyAppointment(visa);
    case 2:
      return hasFlight(visa);
    case 3:
      return visaOutcome(visa) !== null;
    case 4:
      return false;
  }
}

/**
 * "Modifica re-enables editing only if the embassy appointment (or flight time) is not past."
 * Phase 1: a saved appointment dated today or later. Phase 2: a saved arrival at this minute or
 * later. Phase 3 (the outcome, "locked once saved") and phase 4 (read-only): never.
 */
export function canModifyPhase(visa: Visa, phase: VisaPhase, clock: SchoolClock): boolean {
  if (!isVisaPhaseSaved(visa, phase)) return false;
  switch (phase) {
    case 1:
      return (visa.embassyAppointmentDate ?? '').trim().slice(0, 10) >= clock.today;
    case 2:
      return (visa.flightArrival ?? '').trim().slice(0, 16) >= clock.now;
    default:
      return false;
  }
}

export type VisaSaveProblem =
  | 'candidate.visaPhaseReadOnly'
  | 'candidate.visaPhaseNotReached'
  | 'candidate.visaOutcomeLocked'
  | 'candidate.visaPhaseLocked';

/**
 * Whether the candidate may save a phase now (the server's check before the schema of that phase):
 * phase 4 is read-only; only phases up to the current one; the outcome never twice; a saved phase
 * 1 or 2 only while Modifica is allowed.
 */
export function visaSaveProblem(visa: Visa, phase: VisaPhase, clock: SchoolClock): VisaSaveProblem | null {
  if (phase === 4) return 'candidate.visaPhaseReadOnly';
  if (!canGoToPhase(phase, visaPhase(visa))) return 'candidate.visaPhaseNotReached';
  if (phase === 3) return isVisaOutcomeLocked(visa) ? 'candidate.visaOutcomeLocked' : null;
  if (isVisaPhaseSaved(visa, phase) && !canModifyPhase(visa, phase, clock))
    return 'candidate.visaPhaseLocked';
  return null;
}

/**
 * "Saving phase 1 sets Stato__c to 'Attesa visto ambasciata'"; confirming the outcome (phase 3)
 * ends the wait: 'Visto concesso' or 'Visto rifiutato'; other saves keep the status.
 */
export function visaStatusAfterSave(
  phase: VisaPhase,
  current: string | null,
  outcome?: 'granted' | 'refused',
): string | null {
  if (phase === 1) return VISA_STATUS.awaitingEmbassy;
  if (phase === 3 && outcome) return VISA_STATUS[outcome];
  return current;
}
