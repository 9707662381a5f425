import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from './answers.ts';
import { type SurveyField, surveyFieldSchema } from './definition.ts';
import { surveyForm } from './forms.ts';
import { summariseQuestion, summariseSurvey } from './summary.ts';

const field = (raw: Record<string, unknown>): SurveyField =>
  surveyFieldSchema.parse({ label: `forms.test.${raw.fieldName}`, ...raw });

const RATING = field({
  fieldName: 'rating',
  type: 'radioButtons',
  options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `forms.scale.${value}` })),
});
const PICK = field({
  fieldName: 'kind',
  type: 'fieldPickList',
  options: [
    { value: 'Hotel', label: 'forms.test.hotel' },
    { value: 'Ristorante', label: 'forms.test.ristorante' },
  ],
});
const YES_NO = field({ fieldName: 'car', type: 'fieldRadioButtons' });
const OTHER = field({
  fieldName: 'where',
  type: 'fieldRadioButtonsWithOther',
  options: [{ value: 'Parma', label: 'forms.test.parma' }],
});
const RANKING = field({
  fieldName: 'order',
  type: 'Ranking',
  options: [
    { value: 'A', label: 'forms.test.a' },
    { value: 'B', label: 'forms.test.b' },
  ],
});
const TEXT = field({ fieldName: 'note', type: 'text' });
const DECIMALS = field({
  fieldName: 'grade',
  type: 'radioButtons',
  options: ['1.5', '2', '10'].map((value) => ({ value, label: `forms.test.g${value.replace('.', '')}` })),
});

const answersOf = (name: string, values: unknown[]): SurveyAnswers[] =>
  values.map((value) => (value === undefined ? {} : { [name]: value })) as SurveyAnswers[];

describe('summariseQuestion — count, spread over the choices, average of numeric choices', () => {
  it.each([
    {
      name: 'a rating scale: every answer counted and averaged',
      field: RATING,
      values: ['5', '4', '4', '3', undefined],
      answered: 4,
      counts: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 1 },
      average: 4,
    },
    {
      name: 'an average rounded to two decimals',
      field: RATING,
      values: ['1', '2', '2'],
      answered: 3,
      counts: { 1: 1, 2: 2, 3: 0, 4: 0, 5: 0 },
      average: 1.67,
    },
    {
      name: 'no answers: nothing counted, no average',
      field: RATING,
      values: [undefined, ''],
      answered: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      average: null,
    },
    {
      name: 'a value no longer offered: answered, but out of the spread and the average',
      field: RATING,
      values: ['7', '3'],
      answered: 2,
      counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 },
      average: 3,
    },
    {
      name: 'decimal values are numbers too',
      field: DECIMALS,
      values: ['1.5', '10'],
      answered: 2,
      counts: { '1.5': 1, 2: 0, 10: 1 },
      average: 5.75,
    },
    {
      name: 'words are not averaged',
      field: PICK,
      values: ['Hotel', 'Hotel', 'Ristorante'],
      answered: 3,
      counts: { Hotel: 2, Ristorante: 1 },
      average: null,
    },
    {
      name: 'yes/no counted as Si and No (false answers the question)',
      field: YES_NO,
      values: [true, false, false, undefined],
      answered: 3,
      counts: { Si: 1, No: 2 },
      average: null,
    },
    {
      name: 'a radio with other counts the other choice, whatever its text',
      field: OTHER,
      values: [
        { choice: 'Parma', other: '' },
        { choice: 'Altro', other: 'Roma' },
        { choice: 'Altro', other: 'Milano' },
      ],
      answered: 3,
      counts: { Parma: 1, Altro: 2 },
      average: null,
    },
    {
      name: 'a ranking counts the option put first',
      field: RANKING,
      values: [
        ['B', 'A'],
        ['A', 'B'],
        ['B', 'A'],
      ],
      answered: 3,
      counts: { A: 1, B: 2 },
      average: null,
    },
    {
      name: 'a text has no choices: only how many answered',
      field: TEXT,
      values: ['Bene', '  ', 'Ottimo', undefined],
      answered: 2,
      counts: {},
      average: null,
    },
  ])('$name', ({ field: question, values, answered, counts, average }) => {
    const summary = summariseQuestion(question, answersOf(question.fieldName, values));
    expect(summary.answered).toBe(answered);
    expect(Object.fromEntries(summary.choices.map((c) => [c.value, c.count]))).toEqual(
      Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v])),
    );
    expect(summary.average).toBe(average);
    expect(summary).toMatchObject({
      fieldName: question.fieldName,
      type: question.type,
      label: question.label,
    });
  });
});

describe('summariseSurvey', () => {
  it('lists the shown questions that take an answer, in order (headings left out), with the midterm ratings averaged', () => {
    const midterm = surveyForm('midterm');
    const everyone: SurveyAnswers[] = [
      { organisation: '5', involvement: '4', note: 'Bene' },
      { organisation: '3', involvement: '4' },
    ];
    const summary = summariseSurvey(midterm, everyone);
    expect(summary.map((q) => q.fieldName)).toEqual(
      midterm.filter((f) => f.type !== 'label').map((f) => f.fieldName),
    );
    const byName = Object.fromEntries(summary.map((q) => [q.fieldName, q]));
    expect(byName.organisation).toMatchObject({ answered: 2, average: 4 });
    expect(byName.involvement).toMatchObject({ answered: 2, average: 4 });
    expect(byName.tutorSupport).toMatchObject({ answered: 0, average: null });
    expect(byName.note).toMatchObject({ answered: 1, average: null, choices: [] });
  });

  it('leaves out a hidden question', () => {
    const hidden = { ...RATING, on: false };
    expect(summariseSurvey([hidden, TEXT], [{ rating: '5', note: 'x' }]).map((q) => q.fieldName)).toEqual([
      'note',
    ]);
  });
});
