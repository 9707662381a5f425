import { TEXT_MAX } from '../shared/limits.ts';
import { hasControlCharacters } from '../shared/text.ts';
import { UPLOAD_FILE_TYPES, type UploadFileType } from '../shared/uploads.ts';

/**
 * Tickets, "Interventi" (specification 001, sections 2-5, 7 and 9; 000, section 2; decision 49):
 * a logged-in user opens a case in a category, with a subject, a description and attachments;
 * the school answers in a thread and closes it. These are the rules the form, the server and the
 * staff console share.
 */

/** "Subject (max 100), Description (max 100)"; section 9: "ticket subject and description 100". */
export const TICKET_SUBJECT_MAX = TEXT_MAX;
export const TICKET_DESCRIPTION_MAX = TEXT_MAX;
/** A message of the thread (ours: the specification has no thread). */
export const TICKET_MESSAGE_MAX = 2000;
/** A category's description (ours). */
export const TICKET_CATEGORY_DESCRIPTION_MAX = 500;
/** Attachments of one ticket (ours: the form has no bound, the server keeps one). */
export const TICKET_ATTACHMENTS_MAX = 10;
/** "Case origin value webapp". */
export const TICKET_ORIGIN = 'webapp';
/** "Rating scale and self-assessment 1 to 5." */
export const TICKET_RATING_MIN = 1;
export const TICKET_RATING_MAX = 5;

/**
 * A case's Status. "Closed is terminal" for the student: no upload, no answer; staff may reopen a
 * case closed by mistake (decision 49). A new case is New; staff's first reply makes it Working.
 */
export const TICKET_STATUSES = ['New', 'Working', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export function isTicketOpen(status: TicketStatus): boolean {
  return status !== 'Closed';
}

/** "Upload on a case row is allowed only while Status is not Closed." */
export function canUploadToTicket(ticket: { status: TicketStatus; attachmentCount: number }): boolean {
  return isTicketOpen(ticket.status) && ticket.attachmentCount < TICKET_ATTACHMENTS_MAX;
}

/** The 1-5 satisfaction rating: once the case is closed, once. */
export function canRateTicket(ticket: { status: TicketStatus; rating: number | null }): boolean {
  return ticket.status === 'Closed' && ticket.rating === null;
}

export function isValidRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= TICKET_RATING_MIN &&
    value <= TICKET_RATING_MAX
  );
}

/**
 * The attachments' types: the portal's document types, recognised by their content (PDF, Word,
 * JPEG, PNG, WebP), under the one size limit (decision 8). Anything else, an executable first, is
 * refused by `uploadRefusal`.
 */
export const TICKET_ATTACHMENT_TYPES: readonly UploadFileType[] = UPLOAD_FILE_TYPES;

// ---------------------------------------------------------------------------------------------
// Where the ticket comes from

/** "Interventi (param from: Housing, Segreteria or Esami)". */
export const TICKET_FROM = ['Housing', 'Segreteria', 'Esami'] as const;
export type TicketFrom = (typeof TICKET_FROM)[number];

export function parseTicketFrom(value: string | null | undefined): TicketFrom | null {
  return (TICKET_FROM as readonly string[]).includes(value ?? '') ? (value as TicketFrom) : null;
}

/**
 * What a ticket opened from each place links, as the CRM's case does: Housing the housing contract
 * (Opportunita__c, record type Housing: its stay is the contract's), Segreteria the course
 * enrolment and its application, Esami the course enrolment and its thesis.
 */
export const TICKET_FROM_LINKS = {
  Housing: ['housingEnrolment'],
  Segreteria: ['courseEnrolment', 'application'],
  Esami: ['courseEnrolment', 'thesis'],
} as const satisfies Record<TicketFrom, readonly string[]>;
export type TicketLink = (typeof TICKET_FROM_LINKS)[TicketFrom][number];

/**
 * What a new ticket links, where the person has it: its `from`'s links; without `from` (plain
 * /interventi, every category offered) the enrolment its category speaks of: the housing contract
 * for a housing category (its record type is Housing), otherwise the course enrolment, as from
 * Segreteria (decision 49).
 */
export function ticketLinks(
  from: TicketFrom | null,
  category: { isHousing: boolean },
): readonly TicketLink[] {
  if (from !== null) return TICKET_FROM_LINKS[from];
  return category.isHousing ? ['housingEnrolment'] : ['courseEnrolment'];
}

/** The categories offered from each place: Housing the housing ones (ishousing__c), the others the rest. */
export function categoriesFor<T extends { isHousing: boolean }>(
  categories: readonly T[],
  from: TicketFrom | null,
): T[] {
  if (from === null) return [...categories];
  return categories.filter((category) => category.isHousing === (from === 'Housing'));
}

/** The case's record type: "the record type named Housing" for a housing category or a ticket from Housing. */
export const TICKET_RECORD_TYPES = ['Housing', 'Standard'] as const;
export type TicketRecordType = (typeof TICKET_RECORD_TYPES)[number];

export function ticketRecordType(
  category: { isHousing: boolean },
  from: TicketFrom | null,
): TicketRecordType {
  return category.isHousing || from === 'Housing' ? 'Housing' : 'Standard';
}

// ---------------------------------------------------------------------------------------------
// newCaso_{relatedObject}_{relatedId}

/**
 * The related objects a `newCaso_{object}_{id}` query may name ("an optional related-object link
 * field named {Related}__c"): the enrolment (Opportunita__c: a course or housing contract), the
 * application (Candidatura) and the thesis (Tesi). The server links one only if it is the user's.
 */
export const TICKET_RELATED_OBJECTS = ['Opportunita', 'Candidatura', 'Tesi'] as const;
export type TicketRelatedObject = (typeof TICKET_RELATED_OBJECTS)[number];

export interface TicketRelated {
  object: TicketRelatedObject;
  id: string;
}

export const NEW_CASE_PREFIX = 'newCaso';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "An optional query parameter of the form newCaso_{relatedObject}_{relatedId}: if it starts with
 * newCaso the new-ticket form opens directly, and the last two segments set the related object
 * name and id." Reads a query string (or its parameters): null when no parameter starts with
 * newCaso; otherwise `open` with the related record when its last two segments name a known
 * object and an id (anything else opens the form without a link).
 */
export function parseNewCaseQuery(
  query: string | { keys(): Iterable<string> },
): { open: true; related: TicketRelated | null } | null {
  const names = typeof query === 'string' ? queryNames(query) : [...query.keys()];
  const key = names.find((name) => name.startsWith(NEW_CASE_PREFIX));
  if (key === undefined) return null;
  const segments = key.split('_');
  if (segments.length < 3) return { open: true, related: null };
  const [object, id] = segments.slice(-2) as [string, string];
  const known = (TICKET_RELATED_OBJECTS as readonly string[]).includes(object);
  return {
    open: true,
    related: known && UUID.test(id) ? { object: object as TicketRelatedObject, id: id.toLowerCase() } : null,
  };
}

/** The parameter names of a query string ("?a=1&b" → a, b), decoded. */
function queryNames(query: string): string[] {
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const name = (part.split('=')[0] ?? '').replace(/\+/g, ' ');
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}

/** The query that opens the form linked to a record: `newCaso_Tesi_{id}`. */
export function newCaseQueryKey(related: TicketRelated): string {
  return `${NEW_CASE_PREFIX}_${related.object}_${related.id}`;
}

// ---------------------------------------------------------------------------------------------
// The new-ticket form

export interface TicketForm {
  categoryId: string;
  subject: string;
  description: string;
  /** The warning checkbox about the modification block. */
  acknowledged: boolean;
}

export type TicketFormField = keyof TicketForm;

export type TicketFormProblem =
  | 'tickets.categoryRequired'
  | 'tickets.subjectRequired'
  | 'tickets.subjectTooLong'
  | 'tickets.descriptionRequired'
  | 'tickets.descriptionTooLong'
  | 'tickets.acknowledgementRequired'
  | 'request.controlCharacters';

function textProblem(value: string, max: number, required: TicketFormProblem, tooLong: TicketFormProblem) {
  if (hasControlCharacters(value)) return 'request.controlCharacters' as const;
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (trimmed.length > max) return tooLong;
  return null;
}

/**
 * "Save disabled unless category chosen, subject non-blank, description non-blank, and the warning
 * checkbox (about modification block) ticked. Subject and description max 100." Each field's
 * problem, in the form's order; empty when the ticket can be sent.
 */
export function ticketFormProblems(form: TicketForm): Partial<Record<TicketFormField, TicketFormProblem>> {
  const problems: Partial<Record<TicketFormField, TicketFormProblem>> = {};
  if (form.categoryId.trim() === '') problems.categoryId = 'tickets.categoryRequired';
  const subject = textProblem(
    form.subject,
    TICKET_SUBJECT_MAX,
    'tickets.subjectRequired',
    'tickets.subjectTooLong',
  );
  if (subject) problems.subject = subject;
  const description = textProblem(
    form.description,
    TICKET_DESCRIPTION_MAX,
    'tickets.descriptionRequired',
    'tickets.descriptionTooLong',
  );
  if (description) problems.description = description;
  if (!form.acknowledged) problems.acknowledged = 'tickets.acknowledgementRequired';
  return problems;
}

export function canSaveTicket(form: TicketForm): boolean {
  return Object.keys(ticketFormProblems(form)).length === 0;
}

/** The label and description of a category in the reader's language (English falls back to Italian). */
export function categoryText(
  category: { name: string; nameEn: string; description: string; descriptionEn: string },
  locale: 'it' | 'en',
): { label: string; description: string } {
  if (locale === 'en')
    return {
      label: category.nameEn.trim() || category.name,
      description: category.descriptionEn.trim() || category.description,
    };
  return { label: category.name, description: category.description };
}

/** "n of m saved": the attachments sent one by one after the ticket. */
export interface AttachmentProgress {
  saved: number;
  total: number;
  failed: readonly string[];
}
