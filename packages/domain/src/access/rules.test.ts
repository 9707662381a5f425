import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
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
  chooseCourseEnrolment,
  chooseDoorEnrolment,
  chooseHousingEnrolment,
  chooseUtilityEnrolment,
  hasActiveCourse,
  hasCategory,
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
import {
  type AccessSubject,
  CATEGORIES,
  type Category,
  ENROLMENT_KINDS,
  type EnrolmentFlags,
  type EnrolmentKind,
  emptyEnrolment,
  STAGE_STATUS_NONE,
  WEBAPP_PERMISSION_DOORS,
  WEBAPP_PERMISSION_SECRETARIAT,
} from './subject.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures: every test builds on emptyEnrolment() and a subject with nothing granted.

type Flags = Partial<Omit<EnrolmentFlags, 'id' | 'kind'>>;

function enrolment(kind: EnrolmentKind, id: string, flags: Flags = {}): EnrolmentFlags {
  return { ...emptyEnrolment(id, kind), ...flags };
}
const course = (flags: Flags = {}, id = 'course') => enrolment('course', id, flags);
const activeCourse = (flags: Flags = {}, id = 'active-course') =>
  enrolment('course', id, { isActive: true, ...flags });
const housing = (flags: Flags = {}, id = 'housing') => enrolment('housing', id, flags);
const activeHousing = (flags: Flags = {}, id = 'active-housing') =>
  enrolment('housing', id, { isActive: true, isActiveHousing: true, ...flags });
const shopOrder = (flags: Flags = {}, id = 'shop') => enrolment('shop', id, flags);

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
const as = (...categories: Category[]) => person({ categories });

interface Row<T> {
  case: string;
  subject: AccessSubject | null;
  expected: T;
}

/** One row per category alone, plus the visitor and a user with no category. */
function perCategory<T>(expected: Record<Category | 'visitor' | 'none', T>): Row<T>[] {
  return [
    { case: 'visitor (null)', subject: null, expected: expected.visitor },
    { case: 'logged-in user without category', subject: as(), expected: expected.none },
    ...CATEGORIES.map((c) => ({ case: c, subject: as(c), expected: expected[c] })),
  ];
}

// Arbitraries for the property tests.
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
  webappPermissions: fc.subarray([WEBAPP_PERMISSION_DOORS, 'Altro', 'apertura porte']),
  stageStatus: fc.oneof(fc.constant(STAGE_STATUS_NONE), fc.integer({ min: -1, max: 10 })),
  hasOpenFeedback: fc.boolean(),
  enrolments: fc.array(enrolmentArb, { maxLength: 4 }),
});

// ---------------------------------------------------------------------------------------------

describe('hasCategory — "Roles from Categoria__c: Candidato, Studente, Diplomato, Dipendente, Esterno, Insegnante; visitors are unauthenticated."', () => {
  it.each(
    titled<{ case: string; subject: AccessSubject | null; category: Category; expected: boolean }>('$case', [
      { case: 'a visitor has no category', subject: null, category: 'Studente', expected: false },
      { case: 'no category at all', subject: as(), category: 'Studente', expected: false },
      { case: 'the one category held', subject: as('Studente'), category: 'Studente', expected: true },
      { case: 'another category', subject: as('Candidato'), category: 'Studente', expected: false },
      {
        case: 'Categoria__c is multi-valued: any of the values counts',
        subject: as('Candidato', 'Studente', 'Dipendente'),
        category: 'Dipendente',
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, category, expected }) => {
    expect(hasCategory(subject, category)).toBe(expected);
  });

  it.each(CATEGORIES)('a user with only %s has exactly that category', (category) => {
    for (const other of CATEGORIES) expect(hasCategory(as(category), other)).toBe(other === category);
  });
});

describe('chooseCourseEnrolment — "Active course opportunity choice: the one active and neither housing nor shop; otherwise a door-opening plus shop one; otherwise either."', () => {
  const inactiveCourse = course({}, 'inactive-course');
  const liveCourse = activeCourse({}, 'live-course');
  const liveHousing = activeHousing({}, 'live-housing');
  const liveShop = shopOrder({ isActive: true }, 'live-shop');
  const doorAndShop = course({ isActiveDoorOpening: true, isActiveEcommerce: true }, 'door-and-shop');
  const doorAndShopOrder = shopOrder(
    { isActiveDoorOpening: true, isActiveEcommerce: true },
    'door-shop-order',
  );
  const doorOnly = course({ isActiveDoorOpening: true }, 'door-only');
  const shopOnly = course({ isActiveEcommerce: true }, 'shop-only');

  it.each(
    titled<{ case: string; enrolments: EnrolmentFlags[]; expected: EnrolmentFlags | null }>('$case', [
      { case: 'no enrolment: nothing to choose', enrolments: [], expected: null },
      // "the one active and neither housing nor shop"
      { case: 'the active course alone', enrolments: [liveCourse], expected: liveCourse },
      {
        case: 'the active course after an active housing',
        enrolments: [liveHousing, liveCourse],
        expected: liveCourse,
      },
      {
        case: 'the active course after an active shop order',
        enrolments: [liveShop, liveCourse],
        expected: liveCourse,
      },
      {
        case: 'the active course before a door-opening plus shop one',
        enrolments: [liveCourse, doorAndShop],
        expected: liveCourse,
      },
      {
        case: 'the active course after a door-opening plus shop one',
        enrolments: [doorAndShop, liveCourse],
        expected: liveCourse,
      },
      {
        case: 'the active course after an inactive course',
        enrolments: [inactiveCourse, liveCourse],
        expected: liveCourse,
      },
      {
        case: 'a course enrolment carrying the active-housing flag is housing, not the active course',
        enrolments: [activeCourse({ isActiveHousing: true }, 'course-as-housing'), liveCourse],
        expected: liveCourse,
      },
      {
        case: 'of two active courses, the first',
        enrolments: [liveCourse, activeCourse({}, 'second-live-course')],
        expected: liveCourse,
      },
      // "otherwise a door-opening plus shop one"
      {
        case: 'no active course: the door-opening plus shop course',
        enrolments: [inactiveCourse, doorAndShop],
        expected: doorAndShop,
      },
      {
        case: 'no active course: a door-opening plus shop order of any kind',
        enrolments: [liveHousing, doorAndShopOrder],
        expected: doorAndShopOrder,
      },
      {
        case: 'door opening alone is not enough for the second choice',
        enrolments: [doorOnly, doorAndShop],
        expected: doorAndShop,
      },
      {
        case: 'a door-opening-only course is still chosen as "either"',
        enrolments: [liveHousing, doorOnly],
        expected: doorOnly,
      },
      {
        case: 'shop alone is not enough for the second choice',
        enrolments: [shopOnly, doorAndShopOrder],
        expected: doorAndShopOrder,
      },
      // "otherwise either"
      {
        case: 'otherwise a course enrolment, even inactive',
        enrolments: [liveHousing, inactiveCourse],
        expected: inactiveCourse,
      },
      {
        case: 'otherwise the housing when it is all there is',
        enrolments: [liveHousing],
        expected: liveHousing,
      },
      {
        case: 'otherwise the shop order when it is all there is',
        enrolments: [liveShop],
        expected: liveShop,
      },
      {
        case: 'otherwise the first of several non-course ones',
        enrolments: [liveShop, liveHousing],
        expected: liveShop,
      },
    ]),
  )('%s', (_title, { enrolments, expected }) => {
    expect(chooseCourseEnrolment(enrolments)).toBe(expected);
  });

  it('property: the choice is one of the enrolments, and null only when there are none', () => {
    fc.assert(
      fc.property(fc.array(enrolmentArb, { maxLength: 5 }), (enrolments) => {
        const chosen = chooseCourseEnrolment(enrolments);
        if (enrolments.length === 0) return chosen === null;
        return chosen !== null && enrolments.includes(chosen);
      }),
    );
  });

  it('property: when an active plain course exists, the first such course is chosen', () => {
    fc.assert(
      fc.property(fc.array(enrolmentArb, { maxLength: 5 }), (enrolments) => {
        const first = enrolments.find((e) => e.kind === 'course' && e.isActive && !e.isActiveHousing);
        fc.pre(first !== undefined);
        return chooseCourseEnrolment(enrolments) === first;
      }),
    );
  });
});

describe('chooseHousingEnrolment — "housing (only with active housing)"', () => {
  const live = activeHousing({}, 'live');
  it.each(
    titled<{ case: string; enrolments: EnrolmentFlags[]; expected: EnrolmentFlags | null }>('$case', [
      { case: 'no enrolment', enrolments: [], expected: null },
      {
        case: 'a housing contract without the active-housing flag',
        enrolments: [housing({ isActive: true })],
        expected: null,
      },
      { case: 'only an active course', enrolments: [activeCourse()], expected: null },
      {
        case: 'the housing with IsActiveHousing__c, after a course',
        enrolments: [activeCourse(), live],
        expected: live,
      },
      {
        case: 'the first of two active housing contracts',
        enrolments: [live, activeHousing({}, 'other')],
        expected: live,
      },
    ]),
  )('%s', (_title, { enrolments, expected }) => {
    expect(chooseHousingEnrolment(enrolments)).toBe(expected);
  });
});

describe('hasActiveCourse — "students with an active course"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'no enrolment', subject: as('Studente'), expected: false },
      { case: 'an active course', subject: person({ enrolments: [activeCourse()] }), expected: true },
      { case: 'an inactive course', subject: person({ enrolments: [course()] }), expected: false },
      { case: 'only an active housing', subject: person({ enrolments: [activeHousing()] }), expected: false },
      {
        case: 'only an active shop order',
        subject: person({ enrolments: [shopOrder({ isActive: true })] }),
        expected: false,
      },
      {
        case: 'an inactive door-opening plus shop course',
        subject: person({ enrolments: [course({ isActiveDoorOpening: true, isActiveEcommerce: true })] }),
        expected: false,
      },
      {
        case: 'an active course flagged as housing',
        subject: person({ enrolments: [activeCourse({ isActiveHousing: true })] }),
        expected: false,
      },
      {
        case: 'an active course among housing and shop',
        subject: person({ enrolments: [activeHousing(), shopOrder({ isActive: true }), activeCourse()] }),
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(hasActiveCourse(subject)).toBe(expected);
  });
});

describe('priceTier — "Price tier: employees 3; students with an active course 2; graduates and externals 1; otherwise 0."', () => {
  const withCourse = (...categories: Category[]) => person({ categories, enrolments: [activeCourse()] });
  it.each(
    titled<Row<0 | 1 | 2 | 3>>('$case → $expected', [
      // "employees 3"
      { case: 'Dipendente', subject: as('Dipendente'), expected: 3 },
      {
        case: 'Dipendente who is also a student with an active course',
        subject: withCourse('Dipendente', 'Studente'),
        expected: 3,
      },
      { case: 'Dipendente who is also a graduate', subject: as('Dipendente', 'Diplomato'), expected: 3 },
      // "students with an active course 2"
      { case: 'Studente with an active course', subject: withCourse('Studente'), expected: 2 },
      {
        case: 'Studente and Diplomato with an active course',
        subject: withCourse('Studente', 'Diplomato'),
        expected: 2,
      },
      { case: 'Studente without any enrolment', subject: as('Studente'), expected: 0 },
      {
        case: 'Studente with an inactive course only',
        subject: person({ categories: ['Studente'], enrolments: [course()] }),
        expected: 0,
      },
      {
        case: 'Studente with an active housing only',
        subject: person({ categories: ['Studente'], enrolments: [activeHousing()] }),
        expected: 0,
      },
      // "graduates and externals 1"
      { case: 'Diplomato', subject: as('Diplomato'), expected: 1 },
      { case: 'Esterno', subject: as('Esterno'), expected: 1 },
      {
        case: 'Diplomato with an active course (not a student)',
        subject: withCourse('Diplomato'),
        expected: 1,
      },
      {
        case: 'Studente without active course who is also Diplomato',
        subject: as('Studente', 'Diplomato'),
        expected: 1,
      },
      {
        case: 'Studente without active course who is also Esterno',
        subject: as('Studente', 'Esterno'),
        expected: 1,
      },
      // "otherwise 0"
      { case: 'visitor', subject: null, expected: 0 },
      { case: 'no category', subject: as(), expected: 0 },
      { case: 'Candidato', subject: as('Candidato'), expected: 0 },
      { case: 'Candidato with an active course', subject: withCourse('Candidato'), expected: 0 },
      { case: 'Insegnante', subject: as('Insegnante'), expected: 0 },
      { case: 'Insegnante with an active course', subject: withCourse('Insegnante'), expected: 0 },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(priceTier(subject)).toBe(expected);
  });

  it('property: "Price tiers 0-3" — always an integer from 0 to 3', () => {
    fc.assert(
      fc.property(fc.option(subjectArb, { nil: null }), (subject) =>
        [0, 1, 2, 3].includes(priceTier(subject)),
      ),
    );
  });

  it('property: "employees 3" whatever else the employee is', () => {
    fc.assert(
      fc.property(
        subjectArb,
        (subject) => priceTier({ ...subject, categories: [...subject.categories, 'Dipendente'] }) === 3,
      ),
    );
  });
});

describe('shopCategory — "Shop category for shipping: 1 graduate or external, 2 student, 3 employee."', () => {
  it.each(
    titled<Row<1 | 2 | 3 | null>>('$case → $expected', [
      ...perCategory<1 | 2 | 3 | null>({
        visitor: null,
        none: null,
        Candidato: null,
        Studente: 2,
        Diplomato: 1,
        Dipendente: 3,
        Esterno: 1,
        Insegnante: null,
      }),
      { case: 'Studente needs no active course for category 2', subject: as('Studente'), expected: 2 },
      { case: 'Studente and Diplomato → student', subject: as('Diplomato', 'Studente'), expected: 2 },
      { case: 'Dipendente and Esterno → employee', subject: as('Esterno', 'Dipendente'), expected: 3 },
      { case: 'Dipendente and Studente → employee', subject: as('Studente', 'Dipendente'), expected: 3 },
      { case: 'Candidato and Esterno → external', subject: as('Candidato', 'Esterno'), expected: 1 },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(shopCategory(subject)).toBe(expected);
  });
});

describe('hasExtendedData — "Extended profile data (birth, residence, studies, billing) only for candidate, student or graduate; others see personal data only."', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      ...perCategory({
        visitor: false,
        none: false,
        Candidato: true,
        Studente: true,
        Diplomato: true,
        Dipendente: false,
        Esterno: false,
        Insegnante: false,
      }),
      { case: 'Dipendente who is also Diplomato', subject: as('Dipendente', 'Diplomato'), expected: true },
      { case: 'Esterno and Insegnante', subject: as('Esterno', 'Insegnante'), expected: false },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(hasExtendedData(subject)).toBe(expected);
  });
});

describe('canSeeCandidateArea — "candidate area (enabled only for candidato or studente)" / "history (candidato or studente only)"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      ...perCategory({
        visitor: false,
        none: false,
        Candidato: true,
        Studente: true,
        Diplomato: false,
        Dipendente: false,
        Esterno: false,
        Insegnante: false,
      }),
      { case: 'Diplomato who is a Candidato again', subject: as('Diplomato', 'Candidato'), expected: true },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(canSeeCandidateArea(subject)).toBe(expected);
  });
});

describe('isStudent — "first day (students only)" / "graduates (students only)"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      ...perCategory({
        visitor: false,
        none: false,
        Candidato: false,
        Studente: true,
        Diplomato: false,
        Dipendente: false,
        Esterno: false,
        Insegnante: false,
      }),
      { case: 'Studente and Candidato', subject: as('Candidato', 'Studente'), expected: true },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(isStudent(subject)).toBe(expected);
  });
});

describe('canSeeStudentArea — "student area (students or employees)"', () => {
  it.each(
    titled<Row<boolean>>(
      '$case → $expected',
      perCategory({
        visitor: false,
        none: false,
        Candidato: false,
        Studente: true,
        Diplomato: false,
        Dipendente: true,
        Esterno: false,
        Insegnante: false,
      }),
    ),
  )('%s', (_title, { subject, expected }) => {
    expect(canSeeStudentArea(subject)).toBe(expected);
  });
});

describe('canSeeHousing — "housing (only with active housing)" / "Housing (only if housing enabled, otherwise redirect to Home)"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'no enrolment', subject: as('Studente'), expected: false },
      { case: 'an active course only', subject: person({ enrolments: [activeCourse()] }), expected: false },
      {
        case: 'a housing contract that is active but without IsActiveHousing__c',
        subject: person({ enrolments: [housing({ isActive: true })] }),
        expected: false,
      },
      { case: 'an active housing', subject: person({ enrolments: [activeHousing()] }), expected: true },
      {
        case: 'an active housing beside an active course (it need not be the chosen one)',
        subject: person({ categories: ['Studente'], enrolments: [activeCourse(), activeHousing()] }),
        expected: true,
      },
      {
        case: 'the flag counts whatever the category',
        subject: person({ categories: ['Esterno'], enrolments: [activeHousing()] }),
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(canSeeHousing(subject)).toBe(expected);
  });
});

describe('canOpenDoors — "Door opening: course IsActiveAperturaPorte__c, or a user whose Categoria__c contains Dipendente and web-app permission "Apertura Porte"."', () => {
  const doors = [WEBAPP_PERMISSION_DOORS];
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      // "course IsActiveAperturaPorte__c"
      {
        case: 'Studente whose active course has the door flag',
        subject: person({
          categories: ['Studente'],
          enrolments: [activeCourse({ isActiveDoorOpening: true })],
        }),
        expected: true,
      },
      {
        case: 'Studente whose active course lacks the door flag',
        subject: person({ categories: ['Studente'], enrolments: [activeCourse()] }),
        expected: false,
      },
      {
        case: 'the course flag works for any category (Candidato)',
        subject: person({ categories: ['Candidato'], enrolments: [course({ isActiveDoorOpening: true })] }),
        expected: true,
      },
      {
        case: 'a door-opening plus shop enrolment is chosen when no course is active',
        subject: person({
          categories: ['Diplomato'],
          enrolments: [activeHousing(), shopOrder({ isActiveDoorOpening: true, isActiveEcommerce: true })],
        }),
        expected: true,
      },
      {
        case: 'Esterno whose only enrolment is a door-opening shop enrolment',
        subject: person({ categories: ['Esterno'], enrolments: [shopOrder({ isActiveDoorOpening: true })] }),
        expected: true,
      },
      {
        case: 'Esterno with a housing contract first and a door-opening shop enrolment',
        subject: person({
          categories: ['Esterno'],
          enrolments: [housing(), shopOrder({}, 'older-order'), shopOrder({ isActiveDoorOpening: true })],
        }),
        expected: true,
      },
      {
        case: 'Esterno with shop enrolments and no door flag is denied',
        subject: person({ categories: ['Esterno'], enrolments: [shopOrder({ isActiveEcommerce: true })] }),
        expected: false,
      },
      {
        case: 'a course enrolment without the flag wins over a door-opening shop enrolment',
        subject: person({
          categories: ['Studente'],
          enrolments: [activeCourse(), shopOrder({ isActiveDoorOpening: true })],
        }),
        expected: false,
      },
      {
        case: 'the door flag on an enrolment that is not the chosen course does not count',
        subject: person({
          categories: ['Studente'],
          enrolments: [activeCourse(), activeHousing({ isActiveDoorOpening: true })],
        }),
        expected: false,
      },
      // "or a user whose Categoria__c contains Dipendente and web-app permission "Apertura Porte""
      {
        case: 'Dipendente with the permission',
        subject: person({ categories: ['Dipendente'], webappPermissions: doors }),
        expected: true,
      },
      {
        case: 'Dipendente among other categories, permission among others',
        subject: person({
          categories: ['Diplomato', 'Dipendente'],
          webappPermissions: ['Altro', WEBAPP_PERMISSION_DOORS],
        }),
        expected: true,
      },
      {
        case: 'Dipendente with the permission and a course without the flag',
        subject: person({
          categories: ['Dipendente'],
          webappPermissions: doors,
          enrolments: [activeCourse()],
        }),
        expected: true,
      },
      { case: 'Dipendente without any permission is denied', subject: as('Dipendente'), expected: false },
      {
        case: 'Dipendente with another permission only is denied',
        subject: person({ categories: ['Dipendente'], webappPermissions: ['Altro'] }),
        expected: false,
      },
      ...CATEGORIES.filter((c) => c !== 'Dipendente').map((c) => ({
        case: `${c} with the permission but not Dipendente is denied`,
        subject: person({ categories: [c], webappPermissions: doors }),
        expected: false,
      })),
      {
        case: 'no category with the permission is denied',
        subject: person({ webappPermissions: doors }),
        expected: false,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(canOpenDoors(subject)).toBe(expected);
  });

  it("property: without Dipendente, doors follow the door enrolment's flag alone", () => {
    fc.assert(
      fc.property(subjectArb, (s) => {
        const subject = { ...s, categories: s.categories.filter((c) => c !== 'Dipendente') };
        const expected = chooseDoorEnrolment(subject.enrolments)?.isActiveDoorOpening ?? false;
        return canOpenDoors(subject) === expected;
      }),
    );
  });

  it('property: with a course enrolment, doors follow the chosen course as before', () => {
    fc.assert(
      fc.property(subjectArb, (subject) => {
        if (!subject.enrolments.some((e) => e.kind === 'course')) return true;
        return chooseDoorEnrolment(subject.enrolments) === chooseCourseEnrolment(subject.enrolments);
      }),
    );
  });

  it('property: nobody opens doors without a door flag or the permission', () => {
    fc.assert(
      fc.property(subjectArb, (s) => {
        const subject = {
          ...s,
          webappPermissions: s.webappPermissions.filter((p) => p !== WEBAPP_PERMISSION_DOORS),
          enrolments: s.enrolments.map((e) => ({ ...e, isActiveDoorOpening: false })),
        };
        return !canOpenDoors(subject);
      }),
    );
  });
});

describe('isShopVisible — "Shop visible if profile shop flag or course shop-active flag"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'neither flag', subject: person({ enrolments: [activeCourse()] }), expected: false },
      {
        case: 'profile shop flag (isEcommerce__c), no enrolment',
        subject: person({ isShopEnabled: true }),
        expected: true,
      },
      {
        case: 'course shop-active flag (isActiveEcommerce__c)',
        subject: person({ enrolments: [activeCourse({ isActiveEcommerce: true })] }),
        expected: true,
      },
      {
        case: 'both flags',
        subject: person({ isShopEnabled: true, enrolments: [activeCourse({ isActiveEcommerce: true })] }),
        expected: true,
      },
      {
        case: 'shop flag on an enrolment other than the chosen course does not count',
        subject: person({ enrolments: [activeCourse(), shopOrder({ isActiveEcommerce: true })] }),
        expected: false,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(isShopVisible(subject)).toBe(expected);
  });
});

describe('isTopUpVisible — "top-up needs the recharge flag"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'no enrolment', subject: person({ isShopEnabled: true }), expected: false },
      {
        case: 'chosen course with isRicarica__c',
        subject: person({ enrolments: [activeCourse({ isRecharge: true })] }),
        expected: true,
      },
      {
        case: 'chosen course without it',
        subject: person({ enrolments: [activeCourse({ isActiveEcommerce: true })] }),
        expected: false,
      },
      {
        case: 'recharge flag on an enrolment other than the chosen course',
        subject: person({ enrolments: [activeCourse(), activeHousing({ isRecharge: true })] }),
        expected: false,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(isTopUpVisible(subject)).toBe(expected);
  });
});

describe('canBuyOrSeeOrders — the shop or the badge top-up: either lets a person pay and read their orders', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'neither', subject: person({ enrolments: [activeCourse()] }), expected: false },
      { case: 'the shop only', subject: person({ isShopEnabled: true }), expected: true },
      {
        case: 'the top-up only',
        subject: person({ enrolments: [activeCourse({ isRecharge: true })] }),
        expected: true,
      },
      {
        case: 'both',
        subject: person({ enrolments: [activeCourse({ isActiveEcommerce: true, isRecharge: true })] }),
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(canBuyOrSeeOrders(subject)).toBe(expected);
  });
});

describe('areCouponsVisible — "coupons need login" / "Coupons (disabled unless logged in)"', () => {
  it.each(
    titled<Row<boolean>>(
      '$case → $expected',
      perCategory({
        visitor: false,
        none: true,
        Candidato: true,
        Studente: true,
        Diplomato: true,
        Dipendente: true,
        Esterno: true,
        Insegnante: true,
      }),
    ),
  )('%s', (_title, { subject, expected }) => {
    expect(areCouponsVisible(subject)).toBe(expected);
  });
});

describe('areBookingsEnabled — "Bookings enabled for teachers and employees or with an active booking opportunity"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      ...perCategory({
        visitor: false,
        none: false,
        Candidato: false,
        Studente: false,
        Diplomato: false,
        Dipendente: true,
        Esterno: false,
        Insegnante: true,
      }),
      {
        case: 'Studente with an active booking course (IsActivePrenotazione__c)',
        subject: person({ categories: ['Studente'], enrolments: [activeCourse({ isActiveBooking: true })] }),
        expected: true,
      },
      {
        case: 'Studente with an active course without the booking flag',
        subject: person({ categories: ['Studente'], enrolments: [activeCourse()] }),
        expected: false,
      },
      {
        case: 'the booking flag on any enrolment counts, not only the chosen course',
        subject: person({
          categories: ['Diplomato'],
          enrolments: [activeCourse(), housing({ isActiveBooking: true })],
        }),
        expected: true,
      },
      {
        case: 'Esterno with a booking enrolment',
        subject: person({ categories: ['Esterno'], enrolments: [shopOrder({ isActiveBooking: true })] }),
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(areBookingsEnabled(subject)).toBe(expected);
  });
});

describe('areExamsEnabled — "exams need hasExams (re-admitted students use a retake-eligible flag)"', () => {
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'no enrolment', subject: as('Studente'), expected: false },
      {
        case: 'chosen course with hasExams__c',
        subject: person({ enrolments: [activeCourse({ hasExams: true })] }),
        expected: true,
      },
      {
        case: 're-admitted student: retake-eligible without hasExams',
        subject: person({ enrolments: [activeCourse({ isRetakeEligible: true })] }),
        expected: true,
      },
      {
        case: 'both flags',
        subject: person({ enrolments: [activeCourse({ hasExams: true, isRetakeEligible: true })] }),
        expected: true,
      },
      {
        case: 'neither flag',
        subject: person({ enrolments: [activeCourse({ isActiveBooking: true })] }),
        expected: false,
      },
      {
        case: 'hasExams on an enrolment other than the chosen course',
        subject: person({ enrolments: [activeCourse(), course({ hasExams: true }, 'old-course')] }),
        expected: false,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(areExamsEnabled(subject)).toBe(expected);
  });
});

describe('isStageVisible — "Stage status 99 means no stage and hides the stage menu item." + "stage ... menus depend on matching active flags"', () => {
  const withStage = (stageStatus: number, isActiveStage: boolean) =>
    person({ stageStatus, enrolments: [activeCourse({ isActiveStage })] });
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      {
        case: 'status 99 with the stage flag: hidden',
        subject: withStage(STAGE_STATUS_NONE, true),
        expected: false,
      },
      { case: 'status 99 without the flag', subject: withStage(STAGE_STATUS_NONE, false), expected: false },
      { case: 'status 0 (documents) with the flag', subject: withStage(0, true), expected: true },
      { case: 'status 1 (preferences) with the flag', subject: withStage(1, true), expected: true },
      { case: 'status 7 (end survey) with the flag', subject: withStage(7, true), expected: true },
      { case: 'status 1 without IsActiveStage__c', subject: withStage(1, false), expected: false },
      { case: 'status 3 but no enrolment', subject: person({ stageStatus: 3 }), expected: false },
      {
        case: 'stage flag on an enrolment other than the chosen course',
        subject: person({
          stageStatus: 3,
          enrolments: [activeCourse(), course({ isActiveStage: true }, 'old')],
        }),
        expected: false,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(isStageVisible(subject)).toBe(expected);
  });
});

describe('hasCourseFlag — "Thesis, stage, attendance, hyperplanning, elearning and housing menus depend on matching active flags."', () => {
  const flags = [
    'isActiveAttendance',
    'isActiveHyperplanning',
    'isActiveElearning',
    'isActiveThesis',
    'isActiveIntermediateThesis',
  ] as const;
  type Flag = (typeof flags)[number];

  const rows = flags.flatMap((flag) => {
    const others = flags.filter((f) => f !== flag);
    const allOthers = Object.fromEntries(others.map((f) => [f, true])) as Flags;
    return [
      { flag, case: 'visitor', subject: null, expected: false },
      { flag, case: 'no enrolment', subject: as('Studente'), expected: false },
      {
        flag,
        case: 'set on the chosen course',
        subject: person({ enrolments: [activeCourse({ [flag]: true })] }),
        expected: true,
      },
      {
        flag,
        case: 'not set on the chosen course',
        subject: person({ enrolments: [activeCourse()] }),
        expected: false,
      },
      {
        flag,
        case: 'only the other flags set (each menu has its own flag)',
        subject: person({ enrolments: [activeCourse(allOthers)] }),
        expected: false,
      },
      {
        flag,
        case: 'set only on an enrolment other than the chosen course',
        subject: person({ enrolments: [activeCourse(), course({ [flag]: true }, 'old')] }),
        expected: false,
      },
    ] satisfies { flag: Flag; case: string; subject: AccessSubject | null; expected: boolean }[];
  });

  it.each(titled('$flag: $case → $expected', rows))('%s', (_title, { flag, subject, expected }) => {
    expect(hasCourseFlag(subject, flag)).toBe(expected);
  });
});

describe('showsSurveyLink — "A survey link appears when the student has open feedback."', () => {
  const withFeedback = (...categories: Category[]) => person({ categories, hasOpenFeedback: true });
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'Studente with open feedback', subject: withFeedback('Studente'), expected: true },
      { case: 'Studente without open feedback', subject: as('Studente'), expected: false },
      {
        case: 'Studente and Dipendente with open feedback',
        subject: withFeedback('Dipendente', 'Studente'),
        expected: true,
      },
      ...CATEGORIES.filter((c) => c !== 'Studente').map((c) => ({
        case: `${c} with open feedback (not a student)`,
        subject: withFeedback(c),
        expected: false,
      })),
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(showsSurveyLink(subject)).toBe(expected);
  });
});

describe('isSecretariatStaff — staff tools: "role dipendente with an admin permission"', () => {
  const staff = [WEBAPP_PERMISSION_SECRETARIAT];
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      {
        case: 'Dipendente with the Segreteria permission',
        subject: person({ categories: ['Dipendente'], webappPermissions: staff }),
        expected: true,
      },
      {
        case: 'Dipendente with Segreteria among other permissions',
        subject: person({
          categories: ['Dipendente'],
          webappPermissions: [WEBAPP_PERMISSION_DOORS, WEBAPP_PERMISSION_SECRETARIAT],
        }),
        expected: true,
      },
      {
        case: 'Dipendente with only Apertura Porte',
        subject: person({ categories: ['Dipendente'], webappPermissions: [WEBAPP_PERMISSION_DOORS] }),
        expected: false,
      },
      { case: 'Dipendente without permissions', subject: as('Dipendente'), expected: false },
      {
        case: 'a permission in another case ("segreteria") is not the permission',
        subject: person({ categories: ['Dipendente'], webappPermissions: ['segreteria'] }),
        expected: false,
      },
      ...CATEGORIES.filter((c) => c !== 'Dipendente').map((c) => ({
        case: `${c} with the Segreteria permission (not an employee)`,
        subject: person({ categories: [c], webappPermissions: staff }),
        expected: false,
      })),
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(isSecretariatStaff(subject)).toBe(expected);
  });
});

describe('chooseUtilityEnrolment — the course enrolment whose lockers and books Utility shows', () => {
  it.each(
    titled<{ case: string; enrolments: EnrolmentFlags[]; expected: string | null }>('$case → $expected', [
      { case: 'none', enrolments: [], expected: null },
      { case: 'a housing contract only', enrolments: [activeHousing()], expected: null },
      {
        case: 'a shop order only (even door plus shop)',
        enrolments: [shopOrder({ isActiveDoorOpening: true, isActiveEcommerce: true })],
        expected: null,
      },
      { case: 'an old course only', enrolments: [course()], expected: 'course' },
      {
        case: 'the active course over an old one listed first',
        enrolments: [course({}, 'old'), activeHousing(), activeCourse({}, 'new')],
        expected: 'new',
      },
      {
        case: 'a door-opening plus shop course over an old one, no course active',
        enrolments: [
          course({}, 'old'),
          course({ isActiveDoorOpening: true, isActiveEcommerce: true }, 'door'),
        ],
        expected: 'door',
      },
      {
        case: 'a course, not the door plus shop order chooseCourseEnrolment would pick',
        enrolments: [shopOrder({ isActiveDoorOpening: true, isActiveEcommerce: true }), course({}, 'c')],
        expected: 'c',
      },
    ]),
  )('%s', (_title, { enrolments, expected }) => {
    expect(chooseUtilityEnrolment(enrolments)?.id ?? null).toBe(expected);
  });
});

describe('canSeeUtility — student area ("students or employees") plus a course enrolment, or the doors', () => {
  const doors = [WEBAPP_PERMISSION_DOORS];
  it.each(
    titled<Row<boolean>>('$case → $expected', [
      ...perCategory({
        visitor: false,
        none: false,
        Candidato: false,
        Studente: false,
        Diplomato: false,
        Dipendente: false,
        Esterno: false,
        Insegnante: false,
      }),
      {
        case: 'Studente with an active course',
        subject: person({ categories: ['Studente'], enrolments: [activeCourse()] }),
        expected: true,
      },
      {
        case: 'Studente with an old course only',
        subject: person({ categories: ['Studente'], enrolments: [course()] }),
        expected: true,
      },
      {
        case: 'Studente with a housing contract only',
        subject: person({ categories: ['Studente'], enrolments: [activeHousing()] }),
        expected: false,
      },
      {
        case: 'Studente with a shop order only',
        subject: person({ categories: ['Studente'], enrolments: [shopOrder()] }),
        expected: false,
      },
      {
        case: 'Dipendente with a course enrolment',
        subject: person({ categories: ['Dipendente'], enrolments: [course()] }),
        expected: true,
      },
      {
        case: 'Dipendente with "Apertura Porte" and no enrolment (the doors)',
        subject: person({ categories: ['Dipendente'], webappPermissions: doors }),
        expected: true,
      },
      {
        case: 'Candidato with an active course (not the student area)',
        subject: person({ categories: ['Candidato'], enrolments: [activeCourse()] }),
        expected: false,
      },
      {
        case: 'Candidato whose course opens doors (not the student area)',
        subject: person({ categories: ['Candidato'], enrolments: [course({ isActiveDoorOpening: true })] }),
        expected: false,
      },
      {
        case: 'Diplomato with a course',
        subject: person({ categories: ['Diplomato'], enrolments: [course()] }),
        expected: false,
      },
      {
        case: 'Studente with a door-opening shop order',
        subject: person({
          categories: ['Studente'],
          enrolments: [shopOrder({ isActiveDoorOpening: true, isActiveEcommerce: true })],
        }),
        expected: true,
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(canSeeUtility(subject)).toBe(expected);
  });

  it('property: never without the student area; always with it and a course enrolment', () => {
    fc.assert(
      fc.property(subjectArb, (subject) => {
        const result = canSeeUtility(subject);
        if (!canSeeStudentArea(subject)) expect(result).toBe(false);
        if (canSeeStudentArea(subject) && subject.enrolments.some((e) => e.kind === 'course')) {
          expect(result).toBe(true);
        }
      }),
    );
  });
});
