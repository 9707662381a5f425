import { STAGE_STATUS_NONE } from '../access/subject.ts';
import { mapsSearchUrl } from '../housing/stay.ts';
import { isPast } from '../shared/clock.ts';
import { UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import {
  type UploadFileType,
  type UploadProblem,
  type UploadRefusal,
  uploadProblemName,
  uploadRefusal,
} from '../shared/uploads.ts';
import { normaliseStageStatus } from './status.ts';

export { hasStage, hasStageFlag, isStageMenuVisible, normaliseStageStatus } from './status.ts';

import type { SurveyFormName } from '../survey/forms.ts';

/**
 * The internship area (AreaStage, "Your Internship Path"): specification 001, section 2
 * "Internship area", section 3 "Stage", section 4 "Stage", section 5 "Survey" (its upload texts),
 * section 6 "Stage area"; specification 000, section 2 (the stage menu item) and section 8 (the
 * stage document messages). Readings: decision 45.
 */

// ---------------------------------------------------------------------------------------------
// Status

/** "Status numbers: 99 no stage or unknown; 0 documents; 1 preferences …; 7 end survey." */
export const STAGE_STATUS = {
  none: STAGE_STATUS_NONE,
  documents: 0,
  preferences: 1,
  destination: 3,
  /** "4 and 5 only set the initial open section": 4 opens Documents… */
  openDocuments: 4,
  /** …and 5 opens Destination. */
  openDestination: 5,
  midSurvey: 6,
  endSurvey: 7,
} as const;

// ---------------------------------------------------------------------------------------------
// Sections

/** The accordion's sections, in the order they are shown. */
export const STAGE_SECTIONS = ['documents', 'preferences', 'destination', 'midSurvey', 'endOfStage'] as const;
export type StageSection = (typeof STAGE_SECTIONS)[number];

/** "status 0 or more: Documents; 1 or more: Preferences; 3 or more: Destination; 6 …; 7 …". */
export const STAGE_SECTION_FROM = {
  documents: STAGE_STATUS.documents,
  preferences: STAGE_STATUS.preferences,
  destination: STAGE_STATUS.destination,
  midSurvey: STAGE_STATUS.midSurvey,
  endOfStage: STAGE_STATUS.endSurvey,
} as const satisfies Record<StageSection, number>;

/** "Accordion sections appear by status, cumulatively"; none at 99 (no stage). */
export function stageSections(status: number | null | undefined): StageSection[] {
  const value = normaliseStageStatus(status);
  if (value === STAGE_STATUS_NONE) return [];
  return STAGE_SECTIONS.filter((section) => value >= STAGE_SECTION_FROM[section]);
}

/**
 * "The section matching the current status is open; … Initially status 4 opens Documents and
 * status 5 opens Destination." Reading (decision 45): a status no section matches (2, or above 7)
 * opens the last section it shows; 99 opens none.
 */
export function initialOpenSection(status: number | null | undefined): StageSection | null {
  const value = normaliseStageStatus(status);
  if (value === STAGE_STATUS.openDocuments) return 'documents';
  if (value === STAGE_STATUS.openDestination) return 'destination';
  const sections = stageSections(value);
  return sections.at(-1) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The three forms

/** "Internship Preferences Module (survey form, editable only when status is exactly 1)". */
export function isPreferencesEditable(status: number | null | undefined): boolean {
  return normaliseStageStatus(status) === STAGE_STATUS.preferences;
}

export const STAGE_SURVEYS = ['preferences', 'midSurvey', 'endSurvey'] as const;
export type StageSurvey = (typeof STAGE_SURVEYS)[number];

/**
 * The definitions an edition's forms start from, and are reset to by staff: the preferences form,
 * the Midterm Survey and the Endterm Survey of section 3 "Survey definition".
 */
export const STAGE_SURVEY_DEFAULT_FORM = {
  preferences: 'preferences',
  midSurvey: 'midterm',
  endSurvey: 'endterm',
} as const satisfies Record<StageSurvey, SurveyFormName>;

/**
 * The ready definitions each of an edition's forms may be given in the staff console: the
 * preferences step takes the generic preferences form or one of section 3's course forms, CSCI
 * and ICPU2 ("Four defined forms: CSCI, ICPU2, Midterm Survey, Endterm Survey"); the mid and end
 * surveys take the Midterm and Endterm Surveys.
 */
export const STAGE_SURVEY_READY_FORMS = {
  preferences: ['preferences', 'csci', 'icpu2'],
  midSurvey: ['midterm'],
  endSurvey: ['endterm'],
} as const satisfies Record<StageSurvey, readonly SurveyFormName[]>;
export type StageSurveyReadyForm = (typeof STAGE_SURVEY_READY_FORMS)[StageSurvey][number];
/** Every ready definition, once. */
export const STAGE_SURVEY_READY_FORM_NAMES = [
  'preferences',
  'csci',
  'icpu2',
  'midterm',
  'endterm',
] as const satisfies readonly StageSurveyReadyForm[];

/**
 * The courses whose editions have a preferences form of their own (the course's key,
 * Corso__r.Key_Corso__c): CSCI's and ICPU2's editions ask their students the CSCI and the ICPU2
 * form; any other course's the generic preferences form.
 */
export const COURSE_PREFERENCES_FORM = { CSCI: 'csci', ICPU2: 'icpu2' } as const satisfies Record<
  string,
  StageSurveyReadyForm
>;

/**
 * Section 3's "Four defined forms: CSCI, ICPU2, Midterm Survey, Endterm Survey", which the stage
 * form's test page offers as they ship (`/TStageForm?survey=csci`), beside the edition's three.
 */
export const STAGE_DEFINED_FORMS = [
  'csci',
  'icpu2',
  'midterm',
  'endterm',
] as const satisfies readonly StageSurveyReadyForm[];
export type StageDefinedForm = (typeof STAGE_DEFINED_FORMS)[number];

export function isStageDefinedForm(value: string | null | undefined): value is StageDefinedForm {
  return (STAGE_DEFINED_FORMS as readonly (string | null | undefined)[]).includes(value);
}

/** Whether a ready form may be given to a form of an edition (`STAGE_SURVEY_READY_FORMS`). */
export function isReadyFormOf(survey: StageSurvey, name: string): name is StageSurveyReadyForm {
  return (STAGE_SURVEY_READY_FORMS[survey] as readonly string[]).includes(name);
}

/**
 * The form an edition's form starts from, and is put back to by staff: the course's own
 * preferences form (CSCI, ICPU2; the key compared in any case and trimmed), else
 * `STAGE_SURVEY_DEFAULT_FORM`.
 */
export function stageSurveyDefaultForm(survey: StageSurvey, courseCode: string | null): StageSurveyReadyForm {
  if (survey === 'preferences') {
    const key = (courseCode ?? '').trim().toUpperCase();
    if (Object.hasOwn(COURSE_PREFERENCES_FORM, key))
      return COURSE_PREFERENCES_FORM[key as keyof typeof COURSE_PREFERENCES_FORM];
  }
  return STAGE_SURVEY_DEFAULT_FORM[survey];
}

/** The flag each submission sets ("sets the matching completed flag to true"): the CRM's field. */
export const STAGE_SURVEY_COMPLETED_FIELD = {
  preferences: 'Preferenze_compilate__c',
  midSurvey: 'midSurveyCompleted__c',
  endSurvey: 'endSurveyCompleted__c',
} as const satisfies Record<StageSurvey, string>;

export interface StageState {
  /** Status__c */
  status: number | null;
  /** Preferenze_compilate__c */
  preferencesCompleted: boolean;
  /** midSurveyCompleted__c */
  midSurveyCompleted: boolean;
  /** endSurveyCompleted__c */
  endSurveyCompleted: boolean;
}

/**
 * Whether a form may be sent now (its button enabled, and the server's check): its section is
 * shown, and the preferences only at status exactly 1 (sending them again while 1 is allowed);
 * "Mid and end surveys are then read-only once completed".
 */
export function isSurveyEditable(stage: StageState, survey: StageSurvey): boolean {
  const status = normaliseStageStatus(stage.status);
  switch (survey) {
    case 'preferences':
      return isPreferencesEditable(status);
    case 'midSurvey':
      return stageSections(status).includes('midSurvey') && !stage.midSurveyCompleted;
    case 'endSurvey':
      return stageSections(status).includes('endOfStage') && !stage.endSurveyCompleted;
  }
}

/** The state after a form is sent: "sets the matching completed flag to true". */
export function withSurveyCompleted(stage: StageState, survey: StageSurvey): StageState {
  switch (survey) {
    case 'preferences':
      return { ...stage, preferencesCompleted: true };
    case 'midSurvey':
      return { ...stage, midSurveyCompleted: true };
    case 'endSurvey':
      return { ...stage, endSurveyCompleted: true };
  }
}

// ---------------------------------------------------------------------------------------------
// Documents

/**
 * "The list adds two fixed external links, 'Modulo di Adesione' and 'FAQ Cliente'." Their labels
 * are the specification's, the same in both languages; their addresses are not in it, so the web
 * app's link table (apps/web/src/config/links.ts) holds them under these ids.
 */
export const STAGE_FIXED_LINKS = [
  { id: 'stageMembershipForm', label: 'Modulo di Adesione' },
  { id: 'stageClientFaq', label: 'FAQ Cliente' },
] as const;
export type StageFixedLinkId = (typeof STAGE_FIXED_LINKS)[number]['id'];

/** Specification 000, section 8: "Stage document missing: … Download failure: …". */
export const STAGE_DOCUMENT_ERROR = {
  notFound: 'internship.documentNotFound',
  downloadFailed: 'internship.documentDownloadFailed',
} as const;
export const STAGE_DOCUMENT_MESSAGES = {
  [STAGE_DOCUMENT_ERROR.notFound]: 'Document not found or empty.',
  [STAGE_DOCUMENT_ERROR.downloadFailed]: 'Impossibile scaricare il documento.',
} as const;

// ---------------------------------------------------------------------------------------------
// Destination

/** "an embedded map (frame height 400px)"; 000 section 9 "Map frame height 400px". */
export const STAGE_MAP_FRAME_HEIGHT_PX = 400;

/** "destination address (street, postal code, city, state, country of Insegna_Partner__r)". */
export interface DestinationAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * The destination's address on one line, as a map search reads it: "Via Roma 1, 43121 Parma PR,
 * Italia" (empty parts left out; '' when there is none).
 */
export function destinationAddressLine(address: DestinationAddress): string {
  const part = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  const locality = [part(address.postalCode), part(address.city), part(address.state)]
    .filter(Boolean)
    .join(' ');
  return [part(address.street), locality, part(address.country)].filter(Boolean).join(', ');
}

/**
 * "an embedded map … loaded by the destination address". An embedded map needs coordinates (an
 * OpenStreetMap frame takes a bounding box) or a key (Google's Embed API), and the address alone
 * gives neither. Reading (decision 45): the domain gives the portal's one map search link for the
 * address (`mapsSearchUrl`, as the housing page does), or null without an address; whether the
 * server geocodes it for a 400px frame is the server and web steps' choice.
 */
export function destinationMapUrl(address: DestinationAddress): string | null {
  const line = destinationAddressLine(address);
  return line === '' ? null : mapsSearchUrl(line);
}

/** The origin of the destination's map frame: the CSP's `frame-src` allows it (decision 47). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/**
 * The address of the destination's 400px map frame ("an embedded map … loaded by the destination
 * address"): Google Maps' keyless embed of a search for the address on one line, which needs
 * neither coordinates nor a key (decision 47); null without an address.
 */
export function destinationMapEmbedUrl(addressLine: string): string | null {
  const line = addressLine.replace(/\s+/g, ' ').trim();
  return line === '' ? null : `${MAP_EMBED_ORIGIN}/maps?q=${encodeURIComponent(line)}&output=embed`;
}

// ---------------------------------------------------------------------------------------------
// The internship dossier

/**
 * "The dossier upload is locked once the exam start date is earlier than today" (the exam record's
 * Data_inizio_esame__c, on the school's calendar: the start day itself is still open). Without a
 * start date it is not locked.
 */
export function isDossierUploadLocked(examStartDate: string | null, at: Date): boolean {
  if (examStartDate === null || examStartDate.trim() === '') return false;
  return isPast(examStartDate, at);
}

/** The dossier's upload is offered: the End of Stage section is shown and it is not locked. */
export function canUploadDossier(
  stage: { status: number | null; examStartDate: string | null },
  at: Date,
): boolean {
  return (
    stageSections(stage.status).includes('endOfStage') && !isDossierUploadLocked(stage.examStartDate, at)
  );
}

/**
 * The dossier's file types. Not stated for the dossier; reading (decision 45): the portal's
 * document types of 001 section 9, "accepted .pdf, .docx, .doc".
 */
export const DOSSIER_FILE_TYPES = ['pdf', 'docx', 'doc'] as const satisfies readonly UploadFileType[];

/** The documents the school publishes to stages: the portal's document types, as the dossier's. */
export const STAGE_DOCUMENT_FILE_TYPES = DOSSIER_FILE_TYPES;

/** "the note to upload a file under 4.5 MB": the portal's one limit (4,718,592 bytes). */
export const DOSSIER_MAX_BYTES = UPLOAD_MAX_BYTES;

/**
 * "Upload limits text: under 4.5 MB. Messages: 'File size exceeded the size limit', 'unzipped file
 * exceeds maximum', 'The uploaded file seems to be empty'", for the portal's three upload
 * problems; reading (decision 45): the "unzipped" message is the encoded payload's
 * (DimensioniEccessiveBuffer).
 */
export const DOSSIER_UPLOAD_MESSAGES = {
  DimensioniEccessive: 'File size exceeded the size limit',
  DimensioniEccessiveBuffer: 'unzipped file exceeds maximum',
  FileVuoto: 'The uploaded file seems to be empty',
} as const satisfies Record<UploadProblem, string>;

/** Why a dossier file cannot be stored (the portal's upload rule with the dossier's types), or null. */
export function dossierUploadRefusal(file: Parameters<typeof uploadRefusal>[0]): UploadRefusal | null {
  return uploadRefusal(file, DOSSIER_FILE_TYPES);
}

/** The stage text of a refusal the three messages cover, else null (the type refusals' own texts). */
export function dossierUploadMessage(refusal: UploadRefusal | null): string | null {
  if (refusal === null) return null;
  const name = uploadProblemName(refusal);
  return name === null ? null : DOSSIER_UPLOAD_MESSAGES[name];
}

// ---------------------------------------------------------------------------------------------
// Staff

/**
 * The statuses staff set (section 3 "Stage": "99 no stage or unknown; 0 documents; 1 preferences
 * …; 7 end survey", with 4 and 5, which only set the initial open section). 2 is not one of them.
 */
export const STAGE_STATUSES_SET_BY_STAFF = [99, 0, 1, 3, 4, 5, 6, 7] as const;
export type StaffStageStatus = (typeof STAGE_STATUSES_SET_BY_STAFF)[number];

// ---------------------------------------------------------------------------------------------
// The tutor's evaluation (ours, beyond the specification)

/** The link mailed to the tutor is good for 30 days, for one submission. */
export const TUTOR_EVALUATION_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function tutorEvaluationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + TUTOR_EVALUATION_LINK_DAYS * DAY_MS);
}

export type TutorEvaluationLinkState = 'open' | 'expired' | 'submitted';

/** A link is used once it was submitted, expired from its expiry on, open otherwise. */
export function tutorEvaluationLinkState(
  link: { expiresAt: Date; submittedAt: Date | null },
  at: Date,
): TutorEvaluationLinkState {
  if (link.submittedAt !== null) return 'submitted';
  return at.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';
}
