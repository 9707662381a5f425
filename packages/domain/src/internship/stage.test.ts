import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import { formatUploadLimit } from '../shared/uploads.ts';
import { titled } from '../testing/titled.ts';
import {
  canUploadDossier,
  DOSSIER_MAX_BYTES,
  DOSSIER_UPLOAD_MESSAGES,
  destinationAddressLine,
  destinationMapEmbedUrl,
  destinationMapUrl,
  dossierUploadMessage,
  dossierUploadRefusal,
  hasStage,
  hasStageFlag,
  initialOpenSection,
  isDossierUploadLocked,
  isPreferencesEditable,
  isReadyFormOf,
  isStageDefinedForm,
  isStageMenuVisible,
  isSurveyEditable,
  MAP_EMBED_ORIGIN,
  normaliseStageStatus,
  STAGE_DEFINED_FORMS,
  STAGE_DOCUMENT_ERROR,
  STAGE_DOCUMENT_MESSAGES,
  STAGE_FIXED_LINKS,
  STAGE_MAP_FRAME_HEIGHT_PX,
  STAGE_SURVEY_DEFAULT_FORM,
  STAGE_SURVEY_READY_FORM_NAMES,
  STAGE_SURVEY_READY_FORMS,
  STAGE_SURVEYS,
  type StageSection,
  type StageState,
  type StageSurvey,
  stageSections,
  stageSurveyDefaultForm,
  TUTOR_EVALUATION_LINK_DAYS,
  tutorEvaluationExpiry,
  tutorEvaluationLinkState,
  withSurveyCompleted,
} from './stage.ts';

/** 10:00 in Rome on 2026-03-10. */
const AT = new Date('2026-03-10T09:00:00Z');

describe('normaliseStageStatus — "99 no stage or unknown"; "A status below 0 becomes 99"', () => {
  it.each([
    [99, 99],
    [0, 0],
    [1, 1],
    [2, 2],
    [7, 7],
    [8, 8],
    [-1, 99],
    [-99, 99],
    [null, 99],
    [undefined, 99],
    [1.5, 99],
    [Number.NaN, 99],
    [Number.POSITIVE_INFINITY, 99],
  ])('%s → %s', (value, expected) => {
    expect(normaliseStageStatus(value)).toBe(expected);
    expect(hasStage(value)).toBe(expected !== 99);
  });
});

describe('stageSections — "accordion sections appear by status, cumulatively"', () => {
  const D = 'documents';
  const P = 'preferences';
  const DEST = 'destination';
  const MID = 'midSurvey';
  const END = 'endOfStage';
  it.each<[number | null, StageSection[]]>([
    [99, []],
    [-3, []],
    [null, []],
    [0, [D]],
    [1, [D, P]],
    [2, [D, P]],
    [3, [D, P, DEST]],
    [4, [D, P, DEST]],
    [5, [D, P, DEST]],
    [6, [D, P, DEST, MID]],
    [7, [D, P, DEST, MID, END]],
    [12, [D, P, DEST, MID, END]],
  ])('status %s → %j', (status, expected) => {
    expect(stageSections(status)).toEqual(expected);
  });
});

describe('initialOpenSection — "the section matching the current status is open"; 4 opens Documents, 5 Destination', () => {
  it.each<[number | null, StageSection | null]>([
    [99, null],
    [-1, null],
    [0, 'documents'],
    [1, 'preferences'],
    [2, 'preferences'],
    [3, 'destination'],
    [4, 'documents'],
    [5, 'destination'],
    [6, 'midSurvey'],
    [7, 'endOfStage'],
    [9, 'endOfStage'],
  ])('status %s → %s', (status, expected) => {
    expect(initialOpenSection(status)).toBe(expected);
  });
});

describe('the three forms', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, false],
    [7, false],
    [99, false],
    [-1, false],
  ])('preferences editable "only when status is exactly 1": %s → %s', (status, expected) => {
    expect(isPreferencesEditable(status)).toBe(expected);
  });

  const stage = (values: Partial<StageState>): StageState => ({
    status: 7,
    preferencesCompleted: false,
    midSurveyCompleted: false,
    endSurveyCompleted: false,
    ...values,
  });
  it.each(
    titled<{ case: string; stage: StageState; survey: StageSurvey; expected: boolean }>('$case → $expected', [
      { case: 'preferences at 1', stage: stage({ status: 1 }), survey: 'preferences', expected: true },
      {
        case: 'preferences at 1, already sent (may be sent again)',
        stage: stage({ status: 1, preferencesCompleted: true }),
        survey: 'preferences',
        expected: true,
      },
      { case: 'preferences at 3', stage: stage({ status: 3 }), survey: 'preferences', expected: false },
      {
        case: 'mid survey at 5 (not shown yet)',
        stage: stage({ status: 5 }),
        survey: 'midSurvey',
        expected: false,
      },
      { case: 'mid survey at 6', stage: stage({ status: 6 }), survey: 'midSurvey', expected: true },
      { case: 'mid survey at 7, not completed', stage: stage({}), survey: 'midSurvey', expected: true },
      {
        case: 'mid survey completed is read-only',
        stage: stage({ status: 6, midSurveyCompleted: true }),
        survey: 'midSurvey',
        expected: false,
      },
      {
        case: 'end survey at 6 (not shown yet)',
        stage: stage({ status: 6 }),
        survey: 'endSurvey',
        expected: false,
      },
      { case: 'end survey at 7', stage: stage({}), survey: 'endSurvey', expected: true },
      {
        case: 'end survey completed is read-only',
        stage: stage({ endSurveyCompleted: true }),
        survey: 'endSurvey',
        expected: false,
      },
      { case: 'no stage', stage: stage({ status: 99 }), survey: 'endSurvey', expected: false },
    ]),
  )('%s', (_title, { stage: value, survey, expected }) => {
    expect(isSurveyEditable(value, survey)).toBe(expected);
  });

  it('sending a survey "sets the matching completed flag to true" and makes mid and end read-only', () => {
    const start = stage({});
    const mid = withSurveyCompleted(start, 'midSurvey');
    expect(mid).toEqual({ ...start, midSurveyCompleted: true });
    expect(isSurveyEditable(mid, 'midSurvey')).toBe(false);
    const end = withSurveyCompleted(mid, 'endSurvey');
    expect(end.endSurveyCompleted).toBe(true);
    expect(isSurveyEditable(end, 'endSurvey')).toBe(false);
    expect(withSurveyCompleted(stage({ status: 1 }), 'preferences').preferencesCompleted).toBe(true);
    expect(start.midSurveyCompleted).toBe(false);
  });
});

/** A student at a stage status, their course enrolment with or without the stage flag. */
const subject = (stageStatus: number, isActiveStage: boolean): AccessSubject => ({
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus,
  hasOpenFeedback: false,
  enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, isActiveStage }],
});

describe('isStageMenuVisible — "hidden when stage status is 99"; the stage flag must be active', () => {
  it.each([
    [0, true, true],
    [7, true, true],
    [99, true, false],
    [-1, true, false],
    [0, false, false],
  ])('status %s, IsActiveStage__c %s → %s', (status, flag, expected) => {
    expect(isStageMenuVisible(subject(status, flag))).toBe(expected);
  });
  it('a visitor sees no stage item', () => {
    expect(isStageMenuVisible(null)).toBe(false);
  });
});

describe('documents', () => {
  it('the list adds "Modulo di Adesione" and "FAQ Cliente", in that order', () => {
    expect(STAGE_FIXED_LINKS.map((link) => link.label)).toEqual(['Modulo di Adesione', 'FAQ Cliente']);
    expect(new Set(STAGE_FIXED_LINKS.map((link) => link.id)).size).toBe(2);
  });
  it('the two document messages of specification 000, section 8', () => {
    expect(STAGE_DOCUMENT_MESSAGES[STAGE_DOCUMENT_ERROR.notFound]).toBe('Document not found or empty.');
    expect(STAGE_DOCUMENT_MESSAGES[STAGE_DOCUMENT_ERROR.downloadFailed]).toBe(
      'Impossibile scaricare il documento.',
    );
  });
});

describe('destination — "an embedded map (frame height 400px) loaded by the destination address"', () => {
  it('the frame is 400px high', () => {
    expect(STAGE_MAP_FRAME_HEIGHT_PX).toBe(400);
  });
  it.each(
    titled<{ case: string; address: Parameters<typeof destinationAddressLine>[0]; line: string }>('$case', [
      {
        case: 'every part',
        address: { street: 'Via Roma 1', postalCode: '43121', city: 'Parma', state: 'PR', country: 'Italia' },
        line: 'Via Roma 1, 43121 Parma PR, Italia',
      },
      {
        case: 'missing parts left out, spaces tidied',
        address: {
          street: '  Rue  de Rivoli 5 ',
          postalCode: null,
          city: 'Paris',
          state: '',
          country: 'France',
        },
        line: 'Rue de Rivoli 5, Paris, France',
      },
      {
        case: 'no address',
        address: { street: null, postalCode: null, city: ' ', state: null, country: null },
        line: '',
      },
    ]),
  )('%s', (_title, { address, line }) => {
    expect(destinationAddressLine(address)).toBe(line);
  });
  it("the map is the portal's maps search for the address, nothing without one", () => {
    expect(
      destinationMapUrl({
        street: 'Via Roma 1',
        postalCode: '43121',
        city: 'Parma',
        state: null,
        country: 'Italia',
      }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%2043121%20Parma%2C%20Italia');
    expect(
      destinationMapUrl({ street: null, postalCode: null, city: null, state: null, country: null }),
    ).toBeNull();
  });
});

describe('the dossier — "locked once the exam start date is earlier than today" (school calendar)', () => {
  it.each(
    titled<{ case: string; start: string | null; at: Date; locked: boolean }>('$case → $locked', [
      { case: 'no exam start date', start: null, at: AT, locked: false },
      { case: 'an empty exam start date', start: '', at: AT, locked: false },
      { case: 'the exam starts tomorrow', start: '2026-03-11', at: AT, locked: false },
      { case: 'the exam starts today', start: '2026-03-10', at: AT, locked: false },
      { case: 'the exam started yesterday', start: '2026-03-09', at: AT, locked: true },
      {
        case: 'at 23:30 UTC it is already the next day in Rome',
        start: '2026-03-10',
        at: new Date('2026-03-10T23:30:00Z'),
        locked: true,
      },
      {
        case: 'at 22:30 UTC it is still the same day in Rome',
        start: '2026-03-10',
        at: new Date('2026-03-10T22:30:00Z'),
        locked: false,
      },
    ]),
  )('%s', (_title, { start, at, locked }) => {
    expect(isDossierUploadLocked(start, at)).toBe(locked);
  });

  it('a start date that is not a date is refused, never guessed', () => {
    expect(() => isDossierUploadLocked('10/03/2026', AT)).toThrow(RangeError);
  });

  it.each([
    [6, null, false],
    [7, null, true],
    [7, '2026-03-09', false],
    [99, null, false],
  ])('upload offered at status %s with start %s → %s', (status, examStartDate, expected) => {
    expect(canUploadDossier({ status, examStartDate }, AT)).toBe(expected);
  });

  it('the limit is the portal\'s one limit, "under 4.5 MB"', () => {
    expect(DOSSIER_MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect(DOSSIER_MAX_BYTES).toBe(4_718_592);
    expect(formatUploadLimit(DOSSIER_MAX_BYTES, 'en')).toBe('4.5 MB');
  });

  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0, 0, 0, 0]);
  it.each(
    titled<{ case: string; file: Parameters<typeof dossierUploadRefusal>[0]; message: string | null }>(
      '$case → $message',
      [
        {
          case: 'a PDF at the limit',
          file: { name: 'dossier.pdf', size: UPLOAD_MAX_BYTES, firstBytes: pdf },
          message: null,
        },
        {
          case: 'one byte over',
          file: { name: 'dossier.pdf', size: UPLOAD_MAX_BYTES + 1, firstBytes: pdf },
          message: 'File size exceeded the size limit',
        },
        {
          case: 'an encoded payload over the maximum',
          file: { name: 'dossier.pdf', size: 1000, base64Length: UPLOAD_MAX_BASE64_LENGTH + 4 },
          message: 'unzipped file exceeds maximum',
        },
        {
          case: 'an empty file',
          file: { name: 'dossier.pdf', size: 0 },
          message: 'The uploaded file seems to be empty',
        },
        { case: 'an image (not a document type)', file: { name: 'dossier.png', size: 10 }, message: null },
      ],
    ),
  )('%s', (_title, { file, message }) => {
    expect(dossierUploadMessage(dossierUploadRefusal(file))).toBe(message);
  });

  it("refuses other types with the portal's type codes", () => {
    expect(dossierUploadRefusal({ name: 'dossier.png', size: 10 })).toBe('upload.typeNotAllowed');
    expect(dossierUploadRefusal({ name: 'dossier.pdf', size: 10, firstBytes: new Uint8Array(12) })).toBe(
      'upload.contentMismatch',
    );
    expect(dossierUploadRefusal({ name: 'dossier.docx', size: 10 })).toBeNull();
    expect(dossierUploadRefusal({ name: 'dossier.doc', size: 10 })).toBeNull();
  });

  it('the three messages, exactly', () => {
    expect(DOSSIER_UPLOAD_MESSAGES).toEqual({
      DimensioniEccessive: 'File size exceeded the size limit',
      DimensioniEccessiveBuffer: 'unzipped file exceeds maximum',
      FileVuoto: 'The uploaded file seems to be empty',
    });
  });
});

describe('destinationMapEmbedUrl — "an embedded map (frame height 400px) loaded by the destination address"', () => {
  it('embeds a keyless Google Maps search for the address on one line, from the allowed frame origin', () => {
    const url = destinationMapEmbedUrl('Via Roma 1, 43121 Parma PR, Italia');
    expect(url).toBe(
      'https://www.google.com/maps?q=Via%20Roma%201%2C%2043121%20Parma%20PR%2C%20Italia&output=embed',
    );
    expect(url?.startsWith(`${MAP_EMBED_ORIGIN}/`)).toBe(true);
  });

  it('encodes what would break the address (& # ?) and folds blanks', () => {
    expect(destinationMapEmbedUrl('  Piazza  Duomo 2 & 3 #b ?x ')).toBe(
      'https://www.google.com/maps?q=Piazza%20Duomo%202%20%26%203%20%23b%20%3Fx&output=embed',
    );
  });

  it('is null without an address', () => {
    expect(destinationMapEmbedUrl('')).toBeNull();
    expect(destinationMapEmbedUrl('   ')).toBeNull();
  });
});

describe('hasStageFlag — "stage … menus depend on matching active flags", whatever the status', () => {
  it.each([
    [true, 99, true],
    [true, 1, true],
    [false, 1, false],
  ])('flag %s at status %i: %s', (flag, status, expected) => {
    expect(hasStageFlag(subject(status, flag))).toBe(expected);
  });

  it('is false for a visitor and without a course enrolment', () => {
    expect(hasStageFlag(null)).toBe(false);
    expect(hasStageFlag({ ...subject(1, true), enrolments: [] })).toBe(false);
  });
});

describe("the tutor's evaluation link (ours)", () => {
  const sentAt = new Date('2026-06-01T10:00:00Z');
  const expiresAt = tutorEvaluationExpiry(sentAt);

  it('is good for 30 days', () => {
    expect(TUTOR_EVALUATION_LINK_DAYS).toBe(30);
    expect(expiresAt.toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it.each([
    ['open the moment it is sent', sentAt, null, 'open'],
    ['open a second before it expires', new Date(expiresAt.getTime() - 1000), null, 'open'],
    ['expired from its expiry on', expiresAt, null, 'expired'],
    [
      'submitted, whatever the time',
      new Date('2027-01-01T00:00:00Z'),
      new Date('2026-06-10T00:00:00Z'),
      'submitted',
    ],
  ] as const)('%s', (_name, at, submittedAt, state) => {
    expect(tutorEvaluationLinkState({ expiresAt, submittedAt }, at)).toBe(state);
  });

  it('the defaults of the three forms are the preferences, Midterm and Endterm forms', () => {
    expect(STAGE_SURVEY_DEFAULT_FORM).toEqual({
      preferences: 'preferences',
      midSurvey: 'midterm',
      endSurvey: 'endterm',
    });
  });

  it('the ready forms of each step: the preferences step takes the generic form, CSCI or ICPU2', () => {
    expect(STAGE_SURVEY_READY_FORMS).toEqual({
      preferences: ['preferences', 'csci', 'icpu2'],
      midSurvey: ['midterm'],
      endSurvey: ['endterm'],
    });
    for (const survey of STAGE_SURVEYS) {
      expect(STAGE_SURVEY_READY_FORMS[survey]).toContain(STAGE_SURVEY_DEFAULT_FORM[survey]);
    }
    expect([...STAGE_SURVEY_READY_FORM_NAMES].sort()).toEqual(
      [...new Set(Object.values(STAGE_SURVEY_READY_FORMS).flat())].sort(),
    );
    expect(STAGE_DEFINED_FORMS).toEqual(['csci', 'icpu2', 'midterm', 'endterm']);
    expect(STAGE_DEFINED_FORMS.every((name) => isStageDefinedForm(name))).toBe(true);
    expect([
      isStageDefinedForm('preferences'),
      isStageDefinedForm(null),
      isStageDefinedForm('tutorEvaluation'),
    ]).toEqual([false, false, false]);
    expect(isReadyFormOf('preferences', 'csci')).toBe(true);
    expect(isReadyFormOf('preferences', 'icpu2')).toBe(true);
    expect(isReadyFormOf('midSurvey', 'csci')).toBe(false);
    expect(isReadyFormOf('endSurvey', 'midterm')).toBe(false);
    expect(isReadyFormOf('preferences', 'tutorEvaluation')).toBe(false);
    expect(isReadyFormOf('preferences', 'toString')).toBe(false);
  });

  it.each([
    ['preferences', 'CSCI', 'csci'],
    ['preferences', ' csci ', 'csci'],
    ['preferences', 'ICPU2', 'icpu2'],
    ['preferences', 'CUCINA', 'preferences'],
    ['preferences', 'toString', 'preferences'],
    ['preferences', null, 'preferences'],
    ['midSurvey', 'CSCI', 'midterm'],
    ['endSurvey', 'ICPU2', 'endterm'],
  ] as const)("an edition's %s of the course %s starts from the %s form", (survey, course, expected) => {
    expect(stageSurveyDefaultForm(survey, course)).toBe(expected);
  });
});
