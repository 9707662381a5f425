import type { Locale } from '../shared/locale.ts';
import {
  areBookingsEnabled,
  areCouponsVisible,
  areExamsEnabled,
  canBuyOrSeeOrders,
  canOpenDoors,
  canSeeCandidateArea,
  canSeeHousing,
  canSeeStudentArea,
  canSeeUtility,
  canUseBookings,
  hasCourseFlag,
  hasExtendedData,
  isSecretariatStaff,
  isShopVisible,
  isStageVisible,
  isStudent,
  isTopUpVisible,
  priceTier,
  shopCategory,
  showsSurveyLink,
} from './rules.ts';
import type { AccessSubject } from './subject.ts';

/** Every visibility decision of section 6, computed once for a person (null = visitor). */
export interface Access {
  isLoggedIn: boolean;
  priceTier: 0 | 1 | 2 | 3;
  shopCategory: 1 | 2 | 3 | null;
  hasExtendedData: boolean;
  canSeeCandidateArea: boolean;
  canSeeHistory: boolean;
  canSeeFirstDay: boolean;
  canSeeStudentArea: boolean;
  canSeeHousing: boolean;
  canSeeGraduates: boolean;
  canSeeSponsor: boolean;
  canSeeFinancing: boolean;
  canOpenDoors: boolean;
  /** Utility: badge, PIN, doors, lockers, digital books (decision 37). */
  canSeeUtility: boolean;
  isShopVisible: boolean;
  isTopUpVisible: boolean;
  /** Paying and reading one's orders: the shop or the badge top-up (`canBuyOrSeeOrders`). */
  canBuyOrSeeOrders: boolean;
  areCouponsVisible: boolean;
  areBookingsEnabled: boolean;
  areExamsEnabled: boolean;
  /** The bookings page: bookings or exam sessions (`canUseBookings`). */
  canUseBookings: boolean;
  isStageVisible: boolean;
  isAttendanceVisible: boolean;
  isHyperplanningVisible: boolean;
  isElearningVisible: boolean;
  isThesisVisible: boolean;
  isIntermediateThesisVisible: boolean;
  showsSurveyLink: boolean;
  /** The secretariat's staff tools (back office). */
  isSecretariatStaff: boolean;
}

export function computeAccess(subject: AccessSubject | null, locale: Locale): Access {
  const isItalian = locale === 'it';
  return {
    isLoggedIn: subject !== null,
    priceTier: priceTier(subject),
    shopCategory: shopCategory(subject),
    hasExtendedData: hasExtendedData(subject),
    canSeeCandidateArea: canSeeCandidateArea(subject),
    canSeeHistory: canSeeCandidateArea(subject),
    canSeeFirstDay: isStudent(subject),
    canSeeStudentArea: canSeeStudentArea(subject),
    canSeeHousing: canSeeHousing(subject),
    canSeeGraduates: isStudent(subject),
    canSeeSponsor: isItalian,
    canSeeFinancing: isItalian,
    canOpenDoors: canOpenDoors(subject),
    canSeeUtility: canSeeUtility(subject),
    isShopVisible: isShopVisible(subject),
    isTopUpVisible: isTopUpVisible(subject),
    canBuyOrSeeOrders: canBuyOrSeeOrders(subject),
    areCouponsVisible: areCouponsVisible(subject),
    areBookingsEnabled: areBookingsEnabled(subject),
    areExamsEnabled: areExamsEnabled(subject),
    canUseBookings: canUseBookings(subject),
    isStageVisible: isStageVisible(subject),
    isAttendanceVisible: hasCourseFlag(subject, 'isActiveAttendance'),
    isHyperplanningVisible: hasCourseFlag(subject, 'isActiveHyperplanning'),
    isElearningVisible: hasCourseFlag(subject, 'isActiveElearning'),
    isThesisVisible: hasCourseFlag(subject, 'isActiveThesis'),
    isIntermediateThesisVisible: hasCourseFlag(subject, 'isActiveIntermediateThesis'),
    showsSurveyLink: showsSurveyLink(subject),
    isSecretariatStaff: isSecretariatStaff(subject),
  };
}
