import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../shared/locale.ts';
import { titled } from '../testing/titled.ts';
import { type Access, computeAccess } from './access.ts';
import * as rules from './rules.ts';
import {
  type AccessSubject,
  CATEGORIES,
  type Category,
  ENROLMENT_KINDS,
  type EnrolmentFlags,
  emptyEnrolment,
  STAGE_STATUS_NONE,
  WEBAPP_PERMISSION_DOORS,
  WEBAPP_PERMISSION_SECRETARIAT,
} from './subject.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures

type Flags = Partial<Omit<EnrolmentFlags, 'id' | 'kind'>>;
const activeCourse = (flags: Flags = {}): EnrolmentFlags => ({
  ...emptyEnrolment('course-1', 'course'),
  isActive: true,
  ...flags,
});
const activeHousing = (flags: Flags = {}): EnrolmentFlags => ({
  ...emptyEnrolment('housing-1', 'housing'),
  isActive: true,
  isActiveHousing: true,
  ...flags,
});

function person(overrides: Partial<AccessSubject> = {}): AccessSubject {
  return {
    categories: [],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: STAGE_STATUS_NONE,
    hasOpenFeedback: false,
    enrolments: [],
    ...overrides,
  };
}

/** What a visitor gets in English: nothing at all. */
const NOTHING: Access = {
  isLoggedIn: false,
  priceTier: 0,
  shopCategory: null,
  hasExtendedData: false,
  canSeeCandidateArea: false,
  canSeeHistory: false,
  canSeeFirstDay: false,
  canSeeStudentArea: false,
  canSeeHousing: false,
  canSeeGraduates: false,
  canSeeSponsor: false,
  canSeeFinancing: false,
  canOpenDoors: false,
  canSeeUtility: false,
  isShopVisible: false,
  isTopUpVisible: false,
  canBuyOrSeeOrders: false,
  areCouponsVisible: false,
  areBookingsEnabled: false,
  areExamsEnabled: false,
  canUseBookings: false,
  isStageVisible: false,
  isAttendanceVisible: false,
  isHyperplanningVisible: false,
  isElearningVisible: false,
  isThesisVisible: false,
  isIntermediateThesisVisible: false,
  showsSurveyLink: false,
  isSecretariatStaff: false,
};

const enrolmentArb: fc.Arbitrary<EnrolmentFlags> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  kind: fc.constantFrom(...ENROLMENT_KINDS),
  productCode: fc.option(fc.constantFrom('CUCINA-2027A', 'PASTICCERIA-2027A'), { nil: null }),
  isActive: fc.boolean(),
  isActiveHousing: fc.boolean(),
  isActiveDoorOpening: fc.boolean(),
  isActiveEcommerce: fc.boolean(),
  isRecharge: fc.boolean(),
  isActiveHyperplanning: fc.boolean(),
  isActiveStage: fc.boolean(),
  isActiveAttendance: fc.boolean(),
  isActiveThesis: fc.boolean(),
  isActiveIntermediateThesis: fc.boolean(),
  isActiveElearning: fc.boolean(),
  isActiveBooking: fc.boolean(),
  hasExams: fc.boolean(),
  isRetakeEligible: fc.boolean(),
});
const subjectArb: fc.Arbitrary<AccessSubject> = fc.record({
  categories: fc.subarray([...CATEGORIES]),
  isShopEnabled: fc.boolean(),
  webappPermissions: fc.subarray([WEBAPP_PERMISSION_DOORS, WEBAPP_PERMISSION_SECRETARIAT, 'Altro']),
  stageStatus: fc.oneof(fc.constant(STAGE_STATUS_NONE), fc.integer({ min: 0, max: 10 })),
  hasOpenFeedback: fc.boolean(),
  enrolments: fc.array(enrolmentArb, { maxLength: 4 }),
});
const localeArb = fc.constantFrom<Locale>(...LOCALES);

// ---------------------------------------------------------------------------------------------

describe('computeAccess for a visitor — "visitors are unauthenticated"', () => {
  it('in English a visitor is granted nothing', () => {
    expect(computeAccess(null, 'en')).toEqual(NOTHING);
  });

  it('in Italian a visitor sees only the Italian-only public boxes (sponsor area, financing and discounts)', () => {
    expect(computeAccess(null, 'it')).toEqual({ ...NOTHING, canSeeSponsor: true, canSeeFinancing: true });
  });

  it('property: whatever the locale, a visitor gets nothing that needs login', () => {
    fc.assert(
      fc.property(localeArb, (locale) => {
        const { canSeeSponsor, canSeeFinancing, ...needsLogin } = computeAccess(null, locale);
        return Object.values(needsLogin).every((v) => v === false || v === 0 || v === null);
      }),
    );
  });
});

describe('canSeeSponsor / canSeeFinancing — "sponsor area (Italian only)" / "financing and discounts (Italian only)"', () => {
  const subjects: [string, AccessSubject | null][] = [
    ['visitor', null],
    ['Studente', person({ categories: ['Studente'], enrolments: [activeCourse()] })],
    ['Dipendente', person({ categories: ['Dipendente'] })],
  ];
  const rows = subjects.flatMap(([who, subject]) =>
    LOCALES.map((locale) => ({ who, subject, locale, expected: locale === 'it' })),
  );
  it.each(rows)('$who in $locale → $expected', ({ subject, locale, expected }) => {
    const access = computeAccess(subject, locale);
    expect(access.canSeeSponsor).toBe(expected);
    expect(access.canSeeFinancing).toBe(expected);
  });
});

describe('computeAccess, one whole person at a time', () => {
  it.each(
    titled<{ case: string; subject: AccessSubject; locale: Locale; expected: Access }>('$case', [
      {
        case: '"Candidacy area: ... candidate area (enabled only for candidato or studente) ... history (candidato or studente only)" — a Candidato in English',
        subject: person({ categories: ['Candidato'] }),
        locale: 'en',
        expected: {
          ...NOTHING,
          isLoggedIn: true,
          hasExtendedData: true,
          canSeeCandidateArea: true,
          canSeeHistory: true,
          areCouponsVisible: true,
        },
      },
      {
        case: '"Student life: first day (students only), student area (students or employees), housing (only with active housing) ... graduates (students only)" — a Studente with every course flag and housing',
        subject: person({
          categories: ['Studente'],
          stageStatus: 3,
          hasOpenFeedback: true,
          enrolments: [
            activeHousing(),
            activeCourse({
              isActiveDoorOpening: true,
              isActiveEcommerce: true,
              isRecharge: true,
              isActiveHyperplanning: true,
              isActiveStage: true,
              isActiveAttendance: true,
              isActiveThesis: true,
              isActiveIntermediateThesis: true,
              isActiveElearning: true,
              isActiveBooking: true,
              hasExams: true,
            }),
          ],
        }),
        locale: 'it',
        expected: {
          isLoggedIn: true,
          priceTier: 2,
          shopCategory: 2,
          hasExtendedData: true,
          canSeeCandidateArea: true,
          canSeeHistory: true,
          canSeeFirstDay: true,
          canSeeStudentArea: true,
          canSeeHousing: true,
          canSeeGraduates: true,
          canSeeSponsor: true,
          canSeeFinancing: true,
          canOpenDoors: true,
          canSeeUtility: true,
          isShopVisible: true,
          isTopUpVisible: true,
          canBuyOrSeeOrders: true,
          areCouponsVisible: true,
          areBookingsEnabled: true,
          areExamsEnabled: true,
          canUseBookings: true,
          isStageVisible: true,
          isAttendanceVisible: true,
          isHyperplanningVisible: true,
          isElearningVisible: true,
          isThesisVisible: true,
          isIntermediateThesisVisible: true,
          showsSurveyLink: true,
          isSecretariatStaff: false,
        },
      },
      {
        case: '"Door opening: ... Dipendente and web-app permission "Apertura Porte"" — an employee in English',
        subject: person({ categories: ['Dipendente'], webappPermissions: [WEBAPP_PERMISSION_DOORS] }),
        locale: 'en',
        expected: {
          ...NOTHING,
          isLoggedIn: true,
          priceTier: 3,
          shopCategory: 3,
          canSeeStudentArea: true,
          canOpenDoors: true,
          canSeeUtility: true,
          areCouponsVisible: true,
          areBookingsEnabled: true,
          canUseBookings: true,
        },
      },
      {
        case: '"role dipendente with an admin permission" — an employee of the secretariat',
        subject: person({ categories: ['Dipendente'], webappPermissions: [WEBAPP_PERMISSION_SECRETARIAT] }),
        locale: 'it',
        expected: {
          ...NOTHING,
          isLoggedIn: true,
          priceTier: 3,
          shopCategory: 3,
          canSeeStudentArea: true,
          canSeeSponsor: true,
          canSeeFinancing: true,
          areCouponsVisible: true,
          areBookingsEnabled: true,
          canUseBookings: true,
          isSecretariatStaff: true,
        },
      },
      {
        case: '"graduates and externals 1" — a Diplomato with the profile shop flag and stage status 99',
        subject: person({
          categories: ['Diplomato'],
          isShopEnabled: true,
          stageStatus: STAGE_STATUS_NONE,
          enrolments: [activeCourse({ isActiveStage: true })],
        }),
        locale: 'en',
        expected: {
          ...NOTHING,
          isLoggedIn: true,
          priceTier: 1,
          shopCategory: 1,
          hasExtendedData: true,
          isShopVisible: true,
          canBuyOrSeeOrders: true,
          areCouponsVisible: true,
        },
      },
      {
        case: '"Bookings enabled for teachers" — an Insegnante in Italian',
        subject: person({ categories: ['Insegnante'] }),
        locale: 'it',
        expected: {
          ...NOTHING,
          isLoggedIn: true,
          canSeeSponsor: true,
          canSeeFinancing: true,
          areCouponsVisible: true,
          areBookingsEnabled: true,
          canUseBookings: true,
        },
      },
      {
        case: '"graduates and externals 1" — an Esterno: personal data only, no student boxes',
        subject: person({ categories: ['Esterno'] }),
        locale: 'en',
        expected: { ...NOTHING, isLoggedIn: true, priceTier: 1, shopCategory: 1, areCouponsVisible: true },
      },
    ]),
  )('%s', (_title, { subject, locale, expected }) => {
    expect(computeAccess(subject, locale)).toEqual(expected);
  });
});

describe('computeAccess gathers the rules of section 6 unchanged', () => {
  const sameAsRule: [keyof Access, (s: AccessSubject | null) => unknown][] = [
    ['priceTier', rules.priceTier],
    ['shopCategory', rules.shopCategory],
    ['hasExtendedData', rules.hasExtendedData],
    // "candidate area (enabled only for candidato or studente)"; "history (candidato or studente only)"
    ['canSeeCandidateArea', rules.canSeeCandidateArea],
    ['canSeeHistory', rules.canSeeCandidateArea],
    // "first day (students only)"; "graduates (students only)"
    ['canSeeFirstDay', rules.isStudent],
    ['canSeeGraduates', rules.isStudent],
    ['canSeeStudentArea', rules.canSeeStudentArea],
    ['canSeeHousing', rules.canSeeHousing],
    ['canOpenDoors', rules.canOpenDoors],
    ['canSeeUtility', rules.canSeeUtility],
    ['isShopVisible', rules.isShopVisible],
    ['isTopUpVisible', rules.isTopUpVisible],
    ['canBuyOrSeeOrders', rules.canBuyOrSeeOrders],
    ['areCouponsVisible', rules.areCouponsVisible],
    ['areBookingsEnabled', rules.areBookingsEnabled],
    ['areExamsEnabled', rules.areExamsEnabled],
    ['canUseBookings', rules.canUseBookings],
    ['isStageVisible', rules.isStageVisible],
    ['isAttendanceVisible', (s) => rules.hasCourseFlag(s, 'isActiveAttendance')],
    ['isHyperplanningVisible', (s) => rules.hasCourseFlag(s, 'isActiveHyperplanning')],
    ['isElearningVisible', (s) => rules.hasCourseFlag(s, 'isActiveElearning')],
    ['isThesisVisible', (s) => rules.hasCourseFlag(s, 'isActiveThesis')],
    ['isIntermediateThesisVisible', (s) => rules.hasCourseFlag(s, 'isActiveIntermediateThesis')],
    ['showsSurveyLink', rules.showsSurveyLink],
    ['isSecretariatStaff', rules.isSecretariatStaff],
    ['isLoggedIn', (s) => s !== null],
  ];

  it.each(sameAsRule)('property: %s is the rule of the same name', (field, rule) => {
    fc.assert(
      fc.property(fc.option(subjectArb, { nil: null }), localeArb, (subject, locale) => {
        expect(computeAccess(subject, locale)[field]).toEqual(rule(subject));
      }),
    );
  });

  it('property: "Price tiers 0-3" and shop categories 1-3 (or none)', () => {
    fc.assert(
      fc.property(fc.option(subjectArb, { nil: null }), localeArb, (subject, locale) => {
        const access = computeAccess(subject, locale);
        return [0, 1, 2, 3].includes(access.priceTier) && [1, 2, 3, null].includes(access.shopCategory);
      }),
    );
  });

  it('property: "Candidate and student boxes are disabled for others" — without Candidato or Studente no candidate area, first day or graduates', () => {
    const others: Category[] = CATEGORIES.filter((c) => c !== 'Candidato' && c !== 'Studente');
    fc.assert(
      fc.property(subjectArb, fc.subarray(others), localeArb, (subject, categories, locale) => {
        const access = computeAccess({ ...subject, categories }, locale);
        return (
          !access.canSeeCandidateArea &&
          !access.canSeeHistory &&
          !access.canSeeFirstDay &&
          !access.canSeeGraduates
        );
      }),
    );
  });
});
