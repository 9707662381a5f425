import { describe, expect, it } from 'vitest';
import type { AccessSubject, EnrolmentFlags } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import { UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import { titled } from '../testing/titled.ts';
import {
  canAddDish,
  DISH_BASE_NAME_DEFAULT,
  dishesToCreate,
  EXAM_TYPES,
  type ExamType,
  examOpenedAutomatically,
  hasThesisDossier,
  isLockDateShown,
  isThesisAreaEnabled,
  isThesisDossierUploadOpen,
  isThesisFileUploadOpen,
  isThesisLocked,
  isThesisUploadOpen,
  numberOfDishes,
  parseSemicolonList,
  THESIS_CONDITIONS_MISSING_MESSAGE,
  THESIS_FILE_MAX_BYTES,
  THESIS_NAME,
  thesisFileRefusal,
  visibleExams,
} from './thesis.ts';

/** 10:00 in Rome on 2026-03-10. */
const AT = new Date('2026-03-10T09:00:00Z');

const student = (flags: Partial<EnrolmentFlags>): AccessSubject => ({
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, ...flags }],
});

describe('exams — "Esame Intermedio or Esame Finale", names "tesi" and "tesi intermedia"', () => {
  it('the two types and their thesis names', () => {
    expect(EXAM_TYPES).toEqual(['Esame Intermedio', 'Esame Finale']);
    expect(THESIS_NAME['Esame Finale']).toBe('tesi');
    expect(THESIS_NAME['Esame Intermedio']).toBe('tesi intermedia');
  });

  it.each<[boolean, boolean, ExamType[]]>([
    [false, false, []],
    [true, false, ['Esame Intermedio']],
    [false, true, ['Esame Finale']],
    [true, true, ['Esame Intermedio', 'Esame Finale']],
  ])('intermediate flag %s, final flag %s → %j', (intermediate, final, expected) => {
    const subject = student({ isActiveIntermediateThesis: intermediate, isActiveThesis: final });
    expect(visibleExams(subject)).toEqual(expected);
    for (const type of EXAM_TYPES) expect(isThesisAreaEnabled(subject, type)).toBe(expected.includes(type));
  });

  it('a visitor sees no exam', () => {
    expect(visibleExams(null)).toEqual([]);
    expect(examOpenedAutomatically(null, 1)).toBeNull();
  });

  it.each([
    [1, true, 'Esame Finale'],
    [1, false, null],
    [2, true, null],
    [0, true, null],
  ])('the edition has %i thesis, final flag %s → opens %s', (count, final, expected) => {
    expect(examOpenedAutomatically(student({ isActiveThesis: final }), count)).toBe(expected);
  });
});

describe('conditions', () => {
  it('the missing-conditions message', () => {
    expect(THESIS_CONDITIONS_MISSING_MESSAGE).toBe("Errore non gestito, contattare l'assistenza.");
  });

  it.each([
    ['Antipasto;Primo;Secondo', ['Antipasto', 'Primo', 'Secondo']],
    [' Antipasto ; ;Primo;Antipasto;', ['Antipasto', 'Primo']],
    ['', []],
    [null, []],
  ])('semicolon list %j → %j', (value, expected) => {
    expect(parseSemicolonList(value)).toEqual(expected);
  });

  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
    [2.5, 0],
    [null, 0],
  ])('Numero_Piatti__c %s → %i dishes', (value, expected) => {
    expect(numberOfDishes(value)).toBe(expected);
  });
});

describe('dishesToCreate — "missing dishes up to Numero_Piatti__c … named from the base name plus a number"', () => {
  it.each(
    titled<{
      case: string;
      input: Parameters<typeof dishesToCreate>[0];
      expected: ReturnType<typeof dishesToCreate>;
    }>('$case', [
      {
        case: 'a new thesis of 3 dishes',
        input: { existingCount: 0, numberOfDishes: 3, baseName: 'Piatto' },
        expected: [
          { name: 'Piatto 1', order: 1 },
          { name: 'Piatto 2', order: 2 },
          { name: 'Piatto 3', order: 3 },
        ],
      },
      {
        case: 'two exist: the third is created',
        input: { existingCount: 2, numberOfDishes: 3, baseName: '  Portata  finale ' },
        expected: [{ name: 'Portata finale 3', order: 3 }],
      },
      { case: 'all exist', input: { existingCount: 3, numberOfDishes: 3, baseName: 'Piatto' }, expected: [] },
      {
        case: 'more exist than needed',
        input: { existingCount: 4, numberOfDishes: 3, baseName: 'P' },
        expected: [],
      },
      {
        case: 'no number of dishes',
        input: { existingCount: 0, numberOfDishes: null, baseName: 'P' },
        expected: [],
      },
      {
        case: 'no base name',
        input: { existingCount: 0, numberOfDishes: 1, baseName: null },
        expected: [{ name: `${DISH_BASE_NAME_DEFAULT} 1`, order: 1 }],
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(dishesToCreate(input)).toEqual(expected);
  });
});

describe('the lock date — "edits are blocked when the lock date is before today"', () => {
  it.each([
    [null, false],
    ['', false],
    ['2026-03-11', false],
    ['2026-03-10', false],
    ['2026-03-09', true],
    ['2026-03-10T08:00:00Z', true],
    ['2026-03-10T10:00:00Z', false],
  ])('lock date %j → locked %s', (lockDate, expected) => {
    expect(isThesisLocked(lockDate, AT)).toBe(expected);
  });

  it.each([
    [null, false],
    ['2026-03-09', true],
    ['2026-03-10', true],
    ['2027-03-10', true],
    ['2027-03-11', false],
    ['2030-01-01', false],
  ])('"shown unless more than one year ahead": %j → shown %s', (lockDate, expected) => {
    expect(isLockDateShown(lockDate, AT)).toBe(expected);
  });

  it('a year after 29 February is 28 February', () => {
    const leap = new Date('2024-02-29T09:00:00Z');
    expect(isLockDateShown('2025-02-28', leap)).toBe(true);
    expect(isLockDateShown('2025-03-01', leap)).toBe(false);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('add dish: conditions %s, locked %s → %s', (hasConditions, locked, expected) => {
    expect(canAddDish({ hasConditions, locked })).toBe(expected);
  });
});

describe('upload deadlines — "dossier upload is blocked after its deadline; thesis upload after its deadline"', () => {
  it.each([
    [null, true],
    ['2026-03-10', true],
    ['2026-03-09', false],
    ['2026-03-10T09:00:00Z', true],
    ['2026-03-10T08:59:00Z', false],
  ])('thesis deadline %j → open %s', (thesisDeadline, expected) => {
    expect(isThesisUploadOpen({ thesisDeadline }, AT)).toBe(expected);
  });

  it.each<[ExamType, string | null, boolean]>([
    ['Esame Finale', null, true],
    ['Esame Finale', '2026-03-10', true],
    ['Esame Finale', '2026-03-09', false],
    ['Esame Intermedio', null, false],
    ['Esame Intermedio', '2027-01-01', false],
  ])(
    '%s, dossier deadline %j → open %s ("dossier row (final only)")',
    (examType, dossierDeadline, expected) => {
      expect(isThesisDossierUploadOpen({ examType, dossierDeadline }, AT)).toBe(expected);
    },
  );

  it("the dossier row is the final exam's only; each file follows its own deadline", () => {
    expect(hasThesisDossier('Esame Finale')).toBe(true);
    expect(hasThesisDossier('Esame Intermedio')).toBe(false);
    const final = {
      examType: 'Esame Finale' as const,
      thesisDeadline: '2026-03-09',
      dossierDeadline: '2026-03-10',
    };
    expect(isThesisFileUploadOpen('thesis', final, AT)).toBe(false);
    expect(isThesisFileUploadOpen('dossier', final, AT)).toBe(true);
    const intermediate = { ...final, examType: 'Esame Intermedio' as const, thesisDeadline: null };
    expect(isThesisFileUploadOpen('thesis', intermediate, AT)).toBe(true);
    expect(isThesisFileUploadOpen('dossier', intermediate, AT)).toBe(false);
  });

  it("thesis files: the portal's one limit and document types", () => {
    expect(THESIS_FILE_MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect(thesisFileRefusal({ name: 'tesi.pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(thesisFileRefusal({ name: 'tesi.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('upload.tooLarge');
    expect(thesisFileRefusal({ name: 'tesi.pdf', size: 0 })).toBe('upload.fileEmpty');
    expect(thesisFileRefusal({ name: 'tesi.exe', size: 10 })).toBe('upload.typeNotAllowed');
  });
});
