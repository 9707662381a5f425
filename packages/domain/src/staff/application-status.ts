/**
 * The values staff choose for the status fields of an application (specification 000, section 4:
 * the values the candidate's status bar knows, as the school writes them; `null` clears a field,
 * which the bar shows grey, or "in progress" for the completion). The status bar compares them
 * ignoring case and spaces, so these spellings are the school's, not a rule.
 */
export const STATUS_FIELD_VALUES = {
  /** statoGenerale__c: non valido=red, in validazione=yellow, validato=green */
  generalStatus: ['Non valido', 'In validazione', 'Validato'],
  /** statoEdizione__c: da confermare=yellow, confermata=green, wait=yellow with the timer */
  editionStatus: ['Da confermare', 'Confermata', 'Wait'],
  /** statoIscrizione__c: attendere=grey, da fare=yellow, ok=green */
  enrolmentStatus: ['Attendere', 'Da fare', 'OK'],
  /** statoCompletata__c: n/a=grey, ko=red, ok=green; none: in progress */
  completionStatus: ['n/a', 'KO', 'OK'],
  /** Stato_Candidatura__c as the portal writes it */
  applicationStatus: ['In compilazione', 'Inviata'],
} as const;

export type StatusField = keyof typeof STATUS_FIELD_VALUES;
export const STATUS_FIELDS = Object.keys(STATUS_FIELD_VALUES) as StatusField[];

/**
 * The choices of one field: the known values, plus the stored one when the CRM wrote another
 * spelling (so it shows, and saving another field does not change it).
 */
export function statusChoices(field: StatusField, current: string | null): string[] {
  const known: readonly string[] = STATUS_FIELD_VALUES[field];
  return current && !known.includes(current) ? [...known, current] : [...known];
}
