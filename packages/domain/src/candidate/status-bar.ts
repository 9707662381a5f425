import { isBlank, normaliseCrmValue } from './crm-value.ts';
import { DOCUMENT_STATUS } from './documents.ts';

/**
 * The six-icon status bar of the candidate area (specification 000, section 2: "Six-icon status
 * bar: candidate, documents, edition, enrolment, payment, completed, each with a phase message")
 * and its colour rules (section 4, "Application status icons"). CRM values are compared
 * case-insensitively (see crm-value.ts).
 */
export const STATUS_ICONS = [
  'candidate',
  'documents',
  'edition',
  'enrolment',
  'payment',
  'completed',
] as const;
export type StatusIconName = (typeof STATUS_ICONS)[number];

export type StatusColour = 'grey' | 'yellow' | 'green' | 'red';
/** 'timer' only for the edition "wait" state ("wait=yellow with timer icon"); 'standard' otherwise. */
export type StatusIconVariant = 'standard' | 'timer';

/** Every phase message; the web app translates each in its `candidate` namespace. */
export const STATUS_MESSAGE_KEYS = [
  'candidate.status.candidate.notValid',
  'candidate.status.candidate.validating',
  'candidate.status.candidate.validated',
  'candidate.status.candidate.none',
  'candidate.status.documents.none',
  'candidate.status.documents.requested',
  'candidate.status.documents.awaitingValidation',
  'candidate.status.documents.complete',
  'candidate.status.edition.toConfirm',
  'candidate.status.edition.confirmed',
  'candidate.status.edition.wait',
  'candidate.status.edition.none',
  'candidate.status.enrolment.wait',
  'candidate.status.enrolment.toDo',
  'candidate.status.enrolment.ok',
  'candidate.status.enrolment.none',
  'candidate.status.payment.none',
  'candidate.status.payment.paid',
  'candidate.status.payment.toPay',
  'candidate.status.payment.upToDate',
  'candidate.status.payment.notUpToDate',
  'candidate.status.completed.notApplicable',
  'candidate.status.completed.notAccepted',
  'candidate.status.completed.completed',
  'candidate.status.completed.inProgress',
] as const;
export type StatusMessageKey = (typeof STATUS_MESSAGE_KEYS)[number];

export interface StatusIcon {
  name: StatusIconName;
  colour: StatusColour;
  variant: StatusIconVariant;
  messageKey: StatusMessageKey;
}

export interface StatusBarInput {
  /** statoGenerale__c */
  generalStatus: string | null;
  /** statoEdizione__c */
  editionStatus: string | null;
  /** statoIscrizione__c */
  enrolmentStatus: string | null;
  /** statoCompletata__c */
  completionStatus: string | null;
  /** Pagamenti_in_regola__c (null when unknown) */
  paymentsUpToDate: boolean | null;
  /** Stato__c of each requested document */
  documents: readonly { status: string | null }[];
  /** Data_pagamento__c of each instalment */
  payments: readonly { paymentDate: string | null }[];
}

function icon(
  name: StatusIconName,
  colour: StatusColour,
  messageKey: StatusMessageKey,
  variant: StatusIconVariant = 'standard',
): StatusIcon {
  return { name, colour, variant, messageKey };
}

/** "candidate by statoGenerale__c: non valido=red, in validazione=yellow, validato=green, else grey." */
export function candidateIcon(generalStatus: string | null): StatusIcon {
  switch (normaliseCrmValue(generalStatus)) {
    case 'non valido':
      return icon('candidate', 'red', 'candidate.status.candidate.notValid');
    case 'in validazione':
      return icon('candidate', 'yellow', 'candidate.status.candidate.validating');
    case 'validato':
      return icon('candidate', 'green', 'candidate.status.candidate.validated');
    default:
      return icon('candidate', 'grey', 'candidate.status.candidate.none');
  }
}

/**
 * "Documents: grey if none; green if any; yellow if any is Richiesto or In attesa di validazione."
 * Yellow wins over green. The message tells which: something to upload (Richiesto) comes before
 * something the school is checking (In attesa di validazione).
 */
export function documentsIcon(documents: readonly { status: string | null }[]): StatusIcon {
  if (documents.length === 0) return icon('documents', 'grey', 'candidate.status.documents.none');
  const statuses = documents.map((d) => normaliseCrmValue(d.status));
  if (statuses.includes(normaliseCrmValue(DOCUMENT_STATUS.requested)))
    return icon('documents', 'yellow', 'candidate.status.documents.requested');
  if (statuses.includes(normaliseCrmValue(DOCUMENT_STATUS.awaitingValidation)))
    return icon('documents', 'yellow', 'candidate.status.documents.awaitingValidation');
  return icon('documents', 'green', 'candidate.status.documents.complete');
}

/** "Edition: da confermare=yellow, confermata=green, wait=yellow with timer icon, else grey." */
export function editionIcon(editionStatus: string | null): StatusIcon {
  switch (normaliseCrmValue(editionStatus)) {
    case 'da confermare':
      return icon('edition', 'yellow', 'candidate.status.edition.toConfirm');
    case 'confermata':
      return icon('edition', 'green', 'candidate.status.edition.confirmed');
    case 'wait':
      return icon('edition', 'yellow', 'candidate.status.edition.wait', 'timer');
    default:
      return icon('edition', 'grey', 'candidate.status.edition.none');
  }
}

/** "Enrolment statoIscrizione__c: attendere=grey, da fare=yellow, ok=green." Anything else: grey. */
export function enrolmentIcon(enrolmentStatus: string | null): StatusIcon {
  switch (normaliseCrmValue(enrolmentStatus)) {
    case 'attendere':
      return icon('enrolment', 'grey', 'candidate.status.enrolment.wait');
    case 'da fare':
      return icon('enrolment', 'yellow', 'candidate.status.enrolment.toDo');
    case 'ok':
      return icon('enrolment', 'green', 'candidate.status.enrolment.ok');
    default:
      return icon('enrolment', 'grey', 'candidate.status.enrolment.none');
  }
}

/**
 * "Payment: grey if none; green if all have a payment date; yellow otherwise; if candidate is
 * green and there are no payments, follows Pagamenti_in_regola__c."
 * Following the flag: true → green, false → yellow (payments not in order), unknown → grey.
 */
export function paymentIcon(input: {
  payments: readonly { paymentDate: string | null }[];
  paymentsUpToDate: boolean | null;
  candidateColour: StatusColour;
}): StatusIcon {
  const { payments, paymentsUpToDate, candidateColour } = input;
  if (payments.length === 0) {
    if (candidateColour === 'green' && paymentsUpToDate === true)
      return icon('payment', 'green', 'candidate.status.payment.upToDate');
    if (candidateColour === 'green' && paymentsUpToDate === false)
      return icon('payment', 'yellow', 'candidate.status.payment.notUpToDate');
    return icon('payment', 'grey', 'candidate.status.payment.none');
  }
  if (payments.every((p) => !isBlank(p.paymentDate)))
    return icon('payment', 'green', 'candidate.status.payment.paid');
  return icon('payment', 'yellow', 'candidate.status.payment.toPay');
}

/**
 * "Completion statoCompletata__c: n/a=grey, ko=red ("not accepted"), ok=green (completed), default
 * in progress." The default "in progress" is yellow, the colour of every other state under way.
 */
export function completionIcon(completionStatus: string | null): StatusIcon {
  switch (normaliseCrmValue(completionStatus)) {
    case 'n/a':
      return icon('completed', 'grey', 'candidate.status.completed.notApplicable');
    case 'ko':
      return icon('completed', 'red', 'candidate.status.completed.notAccepted');
    case 'ok':
      return icon('completed', 'green', 'candidate.status.completed.completed');
    default:
      return icon('completed', 'yellow', 'candidate.status.completed.inProgress');
  }
}

/** The six icons, in the order of the bar: candidate, documents, edition, enrolment, payment, completed. */
export function statusBar(input: StatusBarInput): StatusIcon[] {
  const candidate = candidateIcon(input.generalStatus);
  return [
    candidate,
    documentsIcon(input.documents),
    editionIcon(input.editionStatus),
    enrolmentIcon(input.enrolmentStatus),
    paymentIcon({
      payments: input.payments,
      paymentsUpToDate: input.paymentsUpToDate,
      candidateColour: candidate.colour,
    }),
    completionIcon(input.completionStatus),
  ];
}
