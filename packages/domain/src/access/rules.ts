import { staffAccess } from './staff.ts';
import {
  type AccessSubject,
  type Category,
  type EnrolmentFlags,
  STAGE_STATUS_NONE,
  WEBAPP_PERMISSION_DOORS,
} from './subject.ts';

/** Specification 000, section 6. Each function is one rule; `computeAccess` gathers them. */

export function hasCategory(subject: AccessSubject | null, category: Category): boolean {
  return subject?.categories.includes(category) ?? false;
}

/**
 * "Active course opportunity choice: the one active and neither housing nor shop; otherwise a
 * door-opening plus shop one; otherwise either."
 */
export function chooseCourseEnrolment(enrolments: readonly EnrolmentFlags[]): EnrolmentFlags | null {
  const activeCourse = enrolments.find(
    (e) => e.isActive && !e.isActiveHousing && e.kind !== 'housing' && e.kind !== 'shop',
  );
  if (activeCourse) return activeCourse;
  const doorAndShop = enrolments.find((e) => e.isActiveDoorOpening && e.isActiveEcommerce);
  if (doorAndShop) return doorAndShop;
  return enrolments.find((e) => e.kind === 'course') ?? enrolments[0] ?? null;
}

/** The housing contract, when one is active. */
export function chooseHousingEnrolment(enrolments: readonly EnrolmentFlags[]): EnrolmentFlags | null {
  return enrolments.find((e) => e.isActiveHousing) ?? null;
}

/** "Students with an active course": a Studente whose chosen course enrolment is active. */
export function hasActiveCourse(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  const course = chooseCourseEnrolment(subject.enrolments);
  return course?.kind === 'course' && course.isActive && !course.isActiveHousing;
}

/** "Price tier: employees 3; students with an active course 2; graduates and externals 1; otherwise 0." */
export function priceTier(subject: AccessSubject | null): 0 | 1 | 2 | 3 {
  if (hasCategory(subject, 'Dipendente')) return 3;
  if (hasCategory(subject, 'Studente') && hasActiveCourse(subject)) return 2;
  if (hasCategory(subject, 'Diplomato') || hasCategory(subject, 'Esterno')) return 1;
  return 0;
}

/** "Shop category for shipping: 1 graduate or external, 2 student, 3 employee." (null when none applies) */
export function shopCategory(subject: AccessSubject | null): 1 | 2 | 3 | null {
  if (hasCategory(subject, 'Dipendente')) return 3;
  if (hasCategory(subject, 'Studente')) return 2;
  if (hasCategory(subject, 'Diplomato') || hasCategory(subject, 'Esterno')) return 1;
  return null;
}

/** "Extended profile data (birth, residence, studies, billing) only for candidate, student or graduate." */
export function hasExtendedData(subject: AccessSubject | null): boolean {
  return (
    hasCategory(subject, 'Candidato') || hasCategory(subject, 'Studente') || hasCategory(subject, 'Diplomato')
  );
}

/** "Candidate area (enabled only for candidato or studente)"; history likewise. */
export function canSeeCandidateArea(subject: AccessSubject | null): boolean {
  return hasCategory(subject, 'Candidato') || hasCategory(subject, 'Studente');
}

/** "first day (students only)" and "graduates (students only)". */
export function isStudent(subject: AccessSubject | null): boolean {
  return hasCategory(subject, 'Studente');
}

/** "student area (students or employees)". */
export function canSeeStudentArea(subject: AccessSubject | null): boolean {
  return hasCategory(subject, 'Studente') || hasCategory(subject, 'Dipendente');
}

/** "housing (only with active housing)". */
export function canSeeHousing(subject: AccessSubject | null): boolean {
  return subject !== null && chooseHousingEnrolment(subject.enrolments) !== null;
}

/**
 * The enrolment whose IsActiveAperturaPorte__c opens the doors: the chosen course enrolment
 * (`chooseCourseEnrolment`); a person with no course enrolment at all, such as an external user
 * given the doors, has them through a shop enrolment with the door flag ("otherwise a door-opening
 * plus shop one"), whatever else they hold (a housing contract, other shop orders). Decision 55.
 */
export function chooseDoorEnrolment(enrolments: readonly EnrolmentFlags[]): EnrolmentFlags | null {
  if (!enrolments.some((e) => e.kind === 'course')) {
    const doorShop = enrolments.find((e) => e.kind === 'shop' && e.isActiveDoorOpening);
    if (doorShop) return doorShop;
  }
  return chooseCourseEnrolment(enrolments);
}

/**
 * "Door opening: course IsActiveAperturaPorte__c, or a user whose Categoria__c contains Dipendente
 * and web-app permission 'Apertura Porte'." The course is `chooseDoorEnrolment`.
 */
export function canOpenDoors(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (chooseDoorEnrolment(subject.enrolments)?.isActiveDoorOpening) return true;
  return hasCategory(subject, 'Dipendente') && subject.webappPermissions.includes(WEBAPP_PERMISSION_DOORS);
}

/**
 * The course enrolment of the Utility page: the course locker, the exam locker (Armadietto__r,
 * Armadietto_Esame__r of the "Course opportunity", section 3) and the digital books (getLibri)
 * belong to it. `chooseCourseEnrolment` over the course enrolments only: a housing contract or a
 * shop order holds neither lockers nor books.
 */
export function chooseUtilityEnrolment(enrolments: readonly EnrolmentFlags[]): EnrolmentFlags | null {
  return chooseCourseEnrolment(enrolments.filter((e) => e.kind === 'course'));
}

/**
 * "Student home: Regolamento, Utility, …" (students or employees) and "Utility: barcode, PIN,
 * doors, locker, digital books": whoever sees the student area and has a course enrolment (its
 * lockers and books), or may open the doors (the page's doors section). Decision 37.
 */
export function canSeeUtility(subject: AccessSubject | null): boolean {
  if (!subject || !canSeeStudentArea(subject)) return false;
  return chooseUtilityEnrolment(subject.enrolments) !== null || canOpenDoors(subject);
}

/** "Shop visible if profile shop flag or course shop-active flag." */
export function isShopVisible(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (subject.isShopEnabled) return true;
  return chooseCourseEnrolment(subject.enrolments)?.isActiveEcommerce ?? false;
}

/** "top-up needs the recharge flag" (on the chosen course enrolment). */
export function isTopUpVisible(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  return chooseCourseEnrolment(subject.enrolments)?.isRecharge ?? false;
}

/**
 * Whoever may shop or top up the badge may have the server price a purchase, pay for it and read
 * their orders and receipts: a top-up is an order too.
 */
export function canBuyOrSeeOrders(subject: AccessSubject | null): boolean {
  return isShopVisible(subject) || isTopUpVisible(subject);
}

/** "coupons need login". */
export function areCouponsVisible(subject: AccessSubject | null): boolean {
  return subject !== null;
}

/** "Bookings enabled for teachers and employees or with an active booking opportunity." */
export function areBookingsEnabled(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (hasCategory(subject, 'Insegnante') || hasCategory(subject, 'Dipendente')) return true;
  return subject.enrolments.some((e) => e.isActiveBooking);
}

/** "exams need hasExams (re-admitted students use a retake-eligible flag)". */
export function areExamsEnabled(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  const course = chooseCourseEnrolment(subject.enrolments);
  return (course?.hasExams ?? false) || (course?.isRetakeEligible ?? false);
}

/**
 * The bookings page and its calls: whoever may book something, bookings ("Bookings enabled…") or
 * only exam sessions ("exams need hasExams…").
 */
export function canUseBookings(subject: AccessSubject | null): boolean {
  return areBookingsEnabled(subject) || areExamsEnabled(subject);
}

/** "Stage status 99 means no stage and hides the stage menu item"; the flag must be active too. */
export function isStageVisible(subject: AccessSubject | null): boolean {
  if (!subject || subject.stageStatus === STAGE_STATUS_NONE) return false;
  return chooseCourseEnrolment(subject.enrolments)?.isActiveStage ?? false;
}

type CourseFlag =
  | 'isActiveAttendance'
  | 'isActiveHyperplanning'
  | 'isActiveElearning'
  | 'isActiveThesis'
  | 'isActiveIntermediateThesis';

/** "Thesis, stage, attendance, hyperplanning, elearning and housing menus depend on matching active flags." */
export function hasCourseFlag(subject: AccessSubject | null, flag: CourseFlag): boolean {
  if (!subject) return false;
  return chooseCourseEnrolment(subject.enrolments)?.[flag] ?? false;
}

/**
 * The classroom's attendance kiosk (`/presenze/aula/{id}`, the rotating QR code): a teacher
 * (Insegnante), or staff holding Didattica. Students scan it; they never show it.
 */
export function canOpenAttendanceKiosk(subject: AccessSubject | null): boolean {
  return hasCategory(subject, 'Insegnante') || staffAccess(subject, 'Didattica') === 'allowed';
}

/** "A survey link appears when the student has open feedback." */
export function showsSurveyLink(subject: AccessSubject | null): boolean {
  return isStudent(subject) && (subject?.hasOpenFeedback ?? false);
}

/**
 * The secretariat's part of the staff console ("role dipendente with an admin permission"): a
 * person whose Categoria__c contains Dipendente and whose web-app permissions include
 * "Segreteria" (`staffAccess` of `./staff.ts`).
 */
export function isSecretariatStaff(subject: AccessSubject | null): boolean {
  return staffAccess(subject, 'Segreteria') === 'allowed';
}
