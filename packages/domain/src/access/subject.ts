import type { StaffPermission } from './staff.ts';

/**
 * What the access rules (specification 000, section 6) need to know about a person.
 * Built by the server from the user record and its enrolments; also sent to the web app
 * inside `Me`, so both sides evaluate the very same rules.
 */
export const CATEGORIES = [
  'Candidato',
  'Studente',
  'Diplomato',
  'Dipendente',
  'Esterno',
  'Insegnante',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Kind of an enrolment record (an "opportunità"): a course enrolment, a housing contract or a shop order. */
export const ENROLMENT_KINDS = ['course', 'housing', 'shop'] as const;
export type EnrolmentKind = (typeof ENROLMENT_KINDS)[number];

/** The flags of an enrolment that enable features (specification 000, section 3, "Opportunity flags"). */
export interface EnrolmentFlags {
  id: string;
  kind: EnrolmentKind;
  /** The course edition of a course enrolment (Prodotto__c): whose modules and exams it sees. */
  productCode: string | null;
  /** IsActive__c */
  isActive: boolean;
  /** IsActiveHousing__c */
  isActiveHousing: boolean;
  /** IsActiveAperturaPorte__c */
  isActiveDoorOpening: boolean;
  /** isActiveEcommerce__c */
  isActiveEcommerce: boolean;
  /** isRicarica__c */
  isRecharge: boolean;
  /** isActiveHyperplanning__c */
  isActiveHyperplanning: boolean;
  /** IsActiveStage__c */
  isActiveStage: boolean;
  /** IsActivePresenze__c */
  isActiveAttendance: boolean;
  /** IsActiveTesi__c */
  isActiveThesis: boolean;
  /** IsActiveTesiIntermedia__c */
  isActiveIntermediateThesis: boolean;
  /** isActiveElearning__c */
  isActiveElearning: boolean;
  /** IsActivePrenotazione__c */
  isActiveBooking: boolean;
  /** hasExams__c */
  hasExams: boolean;
  /** Re-admitted students ("ripescati") may book exam retakes. */
  isRetakeEligible: boolean;
}

/** Every field of `EnrolmentFlags` (what the server reads of an enrolment for the access rules). */
export const ENROLMENT_FLAG_KEYS = [
  'id',
  'kind',
  'productCode',
  'isActive',
  'isActiveHousing',
  'isActiveDoorOpening',
  'isActiveEcommerce',
  'isRecharge',
  'isActiveHyperplanning',
  'isActiveStage',
  'isActiveAttendance',
  'isActiveThesis',
  'isActiveIntermediateThesis',
  'isActiveElearning',
  'isActiveBooking',
  'hasExams',
  'isRetakeEligible',
] as const satisfies ReadonlyArray<keyof EnrolmentFlags>;

export const WEBAPP_PERMISSION_DOORS = 'Apertura Porte';
/**
 * Web-app permissions (Abilitazioni_Webapp__pc) of the staff console (`./staff.ts`): with one a
 * Dipendente uses its areas. Ours: the specification's staff work happened in the CRM.
 */
export const WEBAPP_PERMISSION_SECRETARIAT = 'Segreteria' satisfies StaffPermission;
export const WEBAPP_PERMISSION_ADMINISTRATION = 'Amministrazione' satisfies StaffPermission;
/** Stage status 99 means there is no internship. */
export const STAGE_STATUS_NONE = 99;

export interface AccessSubject {
  /** Categoria__c, a multi-value field. */
  categories: readonly Category[];
  /** isEcommerce__c on the profile. */
  isShopEnabled: boolean;
  /** Abilitazioni_Webapp__pc */
  webappPermissions: readonly string[];
  /** Stage Status__c, 99 when there is none. */
  stageStatus: number;
  /** The weekly student survey has open feedback for this person. */
  hasOpenFeedback: boolean;
  enrolments: readonly EnrolmentFlags[];
}

export function emptyEnrolment(
  id: string,
  kind: EnrolmentKind,
  productCode: string | null = null,
): EnrolmentFlags {
  return {
    id,
    kind,
    productCode,
    isActive: false,
    isActiveHousing: false,
    isActiveDoorOpening: false,
    isActiveEcommerce: false,
    isRecharge: false,
    isActiveHyperplanning: false,
    isActiveStage: false,
    isActiveAttendance: false,
    isActiveThesis: false,
    isActiveIntermediateThesis: false,
    isActiveElearning: false,
    isActiveBooking: false,
    hasExams: false,
    isRetakeEligible: false,
  };
}
