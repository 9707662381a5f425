import { chooseCourseEnrolment, isStageVisible } from '../access/rules.ts';
import { type AccessSubject, STAGE_STATUS_NONE } from '../access/subject.ts';

/**
 * The stage status and the rules of the stage's menu item and pages (specification 001, section
 * 4 "Stage"; specification 000, sections 2 and 6; decision 45), apart from the area's other rules
 * (`stage.ts`, which re-exports them) so that the navigation carries no more than these.
 */

/**
 * Status__c as the area reads it: "A status below 0 becomes 99" (no stage). Reading (decision 45):
 * a missing value, one that is not a whole number, and anything below 0 are "no stage or
 * unknown" (99); any other whole number is kept, and sections accumulate by it ("as the number
 * grows"), so 2 shows what 1 shows and a number above 7 shows every section.
 */
export function normaliseStageStatus(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isSafeInteger(value) || value < 0) {
    return STAGE_STATUS_NONE;
  }
  return value;
}

/** There is no internship to show: "There is currently no information for your Internship". */
export function hasStage(status: number | null | undefined): boolean {
  return normaliseStageStatus(status) !== STAGE_STATUS_NONE;
}

/**
 * "The stage item is hidden when stage status is 99" and "stage … menus depend on matching active
 * flags": the access rule `isStageVisible` (access/rules.ts), read with the status normalised
 * ("A status below 0 becomes 99").
 */
export function isStageMenuVisible(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  return isStageVisible({ ...subject, stageStatus: normaliseStageStatus(subject.stageStatus) });
}

/**
 * "Stage … menus depend on matching active flags": the course enrolment's IsActiveStage__c, the
 * rule of the area's routes and page. Unlike `isStageMenuVisible` it ignores the status: the
 * page itself answers 99 with "There is currently no information for your Internship".
 */
export function hasStageFlag(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  return chooseCourseEnrolment(subject.enrolments)?.isActiveStage ?? false;
}
