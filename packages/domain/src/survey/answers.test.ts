import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  answerProblem,
  answersSchema,
  canSubmit,
  filterTextInput,
  formatAnswers,
  hasSeparator,
  initialAnswers,
  isDateInBounds,
  isFieldValid,
  moveItem,
  parseSavedAnswers,
  rankingOrder,
  type SurveyAnswer,
  type SurveyAnswers,
  serializeAnswers,
  surveyProblems,
} from './answers.ts';
import { parseDefinition, type SurveyDefinition, type SurveyField } from './definition.ts';

function definition(fields: unknown[]): SurveyDefinition {
  const parsed = parseDefinition(fields);
  if (!parsed) throw new Error('invalid test definition');
  return parsed;
}

const OPTIONS = [
  { value: 'Laboratorio', label: 'k.l' },
  { value: 'Hotel', label: 'k.h' },
  { value: 'Ristorante', label: 'k.r' },
];

/** One field of each type, all required. */
const ALL = definition([
  { fieldName: 'intro', type: 'label', label: 'k.intro' },
  {
    fieldName: 'conosciuto',
    type: 'fieldRadioButtonsWithOther',
    label: 'k',
    options: OPTIONS,
    required: true,
  },
  { fieldName: 'estero', type: 'fieldRadioButtons', label: 'k', required: true },
  { fieldName: 'lingua', type: 'radioButtons', label: 'k', options: OPTIONS, required: true },
  { fieldName: 'voto', type: 'fieldPickList', label: 'k', options: OPTIONS, required: true },
  { fieldName: 'ordine', type: 'Ranking', label: 'k', options: OPTIONS, required: true },
  { fieldName: 'nota', type: 'text', label: 'k', required: true },
  { fieldName: 'mail', type: 'email', label: 'k', required: true },
  { fieldName: 'telefono', type: 'tel', label: 'k', required: true },
  { fieldName: 'giorno', type: 'date', label: 'k', required: true },
  { fieldName: 'segreto', type: 'PASSWORD', label: 'k', required: true },
]);

const field = (name: string): SurveyField => {
  const found = ALL.find((f) => f.fieldName === name);
  if (!found) throw new Error(name);
  return found;
};
const NAMES = ALL.filter((f) => f.type !== 'label').map((f) => f.fieldName);

/** A complete, valid set of answers for ALL. */
const VALID: Record<string, SurveyAnswer> = {
  conosciuto: { choice: 'Altro', other: 'Un amico' },
  estero: false,
  lingua: 'Hotel',
  voto: 'Ristorante',
  ordine: ['Hotel', 'Laboratorio', 'Ristorante'],
  nota: 'Preferisco il mare',
  mail: 'mario@example.com',
  telefono: '+393331234567',
  giorno: '2027-03-01',
  segreto: 's3cret!',
};

describe('isFieldValid — "a plain value is truthy or boolean; for other-radio, when Altro is chosen the free text is non-empty; for Ranking, a non-empty array"', () => {
  it.each(
    titled('$name: $answer → $valid', [
      { name: 'estero', answer: true, valid: true },
      { name: 'estero', answer: false, valid: true },
      { name: 'estero', answer: undefined, valid: false },
      { name: 'lingua', answer: 'Hotel', valid: true },
      { name: 'lingua', answer: '', valid: false },
      { name: 'nota', answer: 'x', valid: true },
      { name: 'nota', answer: '   ', valid: false },
      { name: 'conosciuto', answer: { choice: 'Hotel', other: '' }, valid: true },
      { name: 'conosciuto', answer: { choice: 'Altro', other: 'amici' }, valid: true },
      { name: 'conosciuto', answer: { choice: 'Altro', other: '' }, valid: false },
      { name: 'conosciuto', answer: { choice: 'Altro', other: '  ' }, valid: false },
      { name: 'conosciuto', answer: { choice: '', other: '' }, valid: false },
      { name: 'ordine', answer: ['Hotel'], valid: true },
      { name: 'ordine', answer: [], valid: false },
      { name: 'ordine', answer: 'Hotel', valid: false },
    ]),
  )('%s', (_title, { name, answer, valid }) => {
    expect(isFieldValid(field(name), answer as SurveyAnswer | undefined)).toBe(valid);
  });
});

describe('surveyProblems and canSubmit — "Submit disabled when read-only or when any visible required field is invalid"', () => {
  it('a complete form has no problem and may be sent; read-only never', () => {
    expect(surveyProblems(ALL, VALID)).toEqual([]);
    expect(canSubmit(ALL, VALID)).toBe(true);
    expect(canSubmit(ALL, VALID, { readOnly: true })).toBe(false);
    expect(canSubmit(null, VALID)).toBe(false);
  });

  it('an empty form names every required field with "This field is required", in order, labels left out', () => {
    const problems = surveyProblems(ALL, {});
    expect(problems.map((p) => p.fieldName)).toEqual(NAMES);
    expect(new Set(problems.map((p) => p.message))).toEqual(new Set(['This field is required']));
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(['required']));
    expect(canSubmit(ALL, {})).toBe(false);
  });

  it.each(NAMES)('without %s the form cannot be sent, and that field alone is named', (name) => {
    const answers = { ...VALID, [name]: undefined };
    expect(surveyProblems(ALL, answers)).toEqual([
      { fieldName: name, code: 'required', message: 'This field is required' },
    ]);
    expect(canSubmit(ALL, answers)).toBe(false);
  });

  it('a hidden required field, and optional fields left empty, do not stop the form', () => {
    const form = definition([
      { fieldName: 'a', type: 'text', label: 'k', required: true, on: false },
      { fieldName: 'b', type: 'text', label: 'k' },
      { fieldName: 'c', type: 'email', label: 'k' },
      { fieldName: 'd', type: 'date', label: 'k' },
      { fieldName: 'e', type: 'Ranking', label: 'k', options: OPTIONS },
    ]);
    expect(surveyProblems(form, { b: '', c: '', d: '', e: [] })).toEqual([]);
    expect(canSubmit(form, {})).toBe(true);
  });

  it('an optional field whose answer the server would refuse stops the form too', () => {
    const form = definition([
      { fieldName: 'c', type: 'email', label: 'k' },
      { fieldName: 'd', type: 'date', label: 'k' },
    ]);
    expect(surveyProblems(form, { c: 'mario@', d: '1899-12-31' }).map((p) => [p.fieldName, p.code])).toEqual([
      ['c', 'email'],
      ['d', 'date'],
    ]);
  });
});

describe('answerProblem — each type, as the browser and the server check it', () => {
  it.each(
    titled('$name $answer → $problem', [
      { name: 'estero', answer: 'Si', problem: 'invalid' },
      { name: 'lingua', answer: 'Piscina', problem: 'invalid' },
      { name: 'lingua', answer: 3, problem: 'invalid' },
      { name: 'voto', answer: 'Altro', problem: 'invalid' },
      { name: 'conosciuto', answer: 'Hotel', problem: 'invalid' },
      { name: 'conosciuto', answer: { choice: 'Piscina', other: '' }, problem: 'invalid' },
      { name: 'conosciuto', answer: { choice: 'Hotel', other: '', extra: 1 }, problem: 'invalid' },
      { name: 'conosciuto', answer: { choice: 'Altro', other: 'x'.repeat(81) }, problem: 'tooLong' },
      { name: 'conosciuto', answer: { choice: 'Altro', other: 'a\u0000' }, problem: 'characters' },
      { name: 'ordine', answer: ['Hotel', 'Hotel', 'Ristorante'], problem: 'invalid' },
      { name: 'ordine', answer: ['Hotel', 'Laboratorio'], problem: 'invalid' },
      { name: 'ordine', answer: ['Hotel', 'Laboratorio', 'Piscina'], problem: 'invalid' },
      { name: 'ordine', answer: 'Hotel,Laboratorio,Ristorante', problem: 'invalid' },
      { name: 'nota', answer: 'x'.repeat(81), problem: 'tooLong' },
      { name: 'nota', answer: 'riga\nriga', problem: 'characters' },
      { name: 'nota', answer: 'tab\there', problem: 'characters' },
      { name: 'nota', answer: 'bell\u0007', problem: 'characters' },
      { name: 'nota', answer: 'c1\u0085', problem: 'characters' },
      { name: 'nota', answer: 'vedi;mail:x', problem: 'separator' },
      { name: 'nota', answer: ['a'], problem: 'invalid' },
      { name: 'mail', answer: 'mario@example', problem: 'email' },
      { name: 'telefono', answer: '333 123', problem: 'characters' },
      { name: 'telefono', answer: '333-123', problem: 'characters' },
      { name: 'giorno', answer: '1899-12-31', problem: 'date' },
      { name: 'giorno', answer: '2101-01-01', problem: 'date' },
      { name: 'giorno', answer: '2027-02-30', problem: 'date' },
      { name: 'giorno', answer: '01/03/2027', problem: 'date' },
      { name: 'segreto', answer: 'x'.repeat(81), problem: 'tooLong' },
    ]),
  )('%s', (_title, { name, answer, problem }) => {
    expect(answerProblem(field(name), answer, NAMES)).toBe(problem);
  });

  it.each(
    titled('$name $answer is fine', [
      { name: 'nota', answer: 'x'.repeat(80) },
      { name: 'nota', answer: 'punto; e virgola: ok' },
      { name: 'telefono', answer: '+39333' },
      { name: 'giorno', answer: '1900-01-01' },
      { name: 'giorno', answer: '2100-12-31' },
      { name: 'conosciuto', answer: { choice: 'Hotel', other: '' } },
    ]),
  )('%s', (_title, { name, answer }) => {
    expect(answerProblem(field(name), answer, NAMES)).toBeNull();
  });

  it('settings: maxChars, allowOnlyAsciiLetters, allowOnlyAsciiLettersAndNumbers', () => {
    const [short, letters, lettersDigits] = definition([
      { fieldName: 'a', type: 'text', label: 'k', settings: { maxChars: 5 } },
      { fieldName: 'b', type: 'text', label: 'k', settings: { allowOnlyAsciiLetters: true } },
      { fieldName: 'c', type: 'text', label: 'k', settings: { allowOnlyAsciiLettersAndNumbers: true } },
    ]) as [SurveyField, SurveyField, SurveyField];
    expect(answerProblem(short, 'abcde', [])).toBeNull();
    expect(answerProblem(short, 'abcdef', [])).toBe('tooLong');
    expect(answerProblem(letters, 'Parma', [])).toBeNull();
    expect(answerProblem(letters, 'Parma1', [])).toBe('characters');
    expect(answerProblem(letters, 'Forlì', [])).toBe('characters');
    expect(answerProblem(letters, 'San Remo', [])).toBe('characters');
    expect(answerProblem(lettersDigits, 'Parma1', [])).toBeNull();
    expect(answerProblem(lettersDigits, 'Parma-1', [])).toBe('characters');
  });

  it('isDisabled: the field keeps its preset, is never required, and a change is refused', () => {
    const [fixed, empty] = definition([
      {
        fieldName: 'a',
        type: 'text',
        label: 'k',
        required: true,
        value: 'CSCI',
        settings: { isDisabled: true },
      },
      { fieldName: 'b', type: 'text', label: 'k', required: true, settings: { isDisabled: true } },
    ]) as [SurveyField, SurveyField];
    expect(answerProblem(fixed, 'CSCI', [])).toBeNull();
    expect(answerProblem(fixed, undefined, [])).toBeNull();
    expect(answerProblem(fixed, 'ICPU2', [])).toBe('disabled');
    expect(answerProblem(empty, undefined, [])).toBeNull();
  });
});

describe('filterTextInput — what the person types is kept to the rules', () => {
  const [plain, tel, letters, lettersDigits, short] = definition([
    { fieldName: 'a', type: 'text', label: 'k' },
    { fieldName: 'b', type: 'tel', label: 'k' },
    { fieldName: 'c', type: 'text', label: 'k', settings: { allowOnlyAsciiLetters: true } },
    { fieldName: 'd', type: 'text', label: 'k', settings: { allowOnlyAsciiLettersAndNumbers: true } },
    { fieldName: 'e', type: 'email', label: 'k', settings: { maxChars: 4 } },
  ]) as SurveyField[];

  it.each(
    titled('$case', [
      { case: 'default 80 characters', field: plain, input: 'x'.repeat(90), output: 'x'.repeat(80) },
      {
        case: 'control characters and line breaks go',
        field: plain,
        input: 'a\u0000b\nc\td',
        output: 'abcd',
      },
      {
        case: 'text keeps accents and punctuation',
        field: plain,
        input: 'Forlì, 3; sì!',
        output: 'Forlì, 3; sì!',
      },
      { case: 'tel keeps digits and +', field: tel, input: '+39 333-12a', output: '+3933312' },
      { case: 'ASCII letters only', field: letters, input: 'Forlì 2 città', output: 'Forlcitt' },
      { case: 'letters and digits', field: lettersDigits, input: 'Via Roma, 12!', output: 'ViaRoma12' },
      { case: 'maxChars of the field', field: short, input: 'mario@x.it', output: 'mari' },
    ]),
  )('%s', (_title, { field: f, input, output }) => {
    expect(filterTextInput(f as SurveyField, input)).toBe(output);
  });

  it('a filtered text is never refused for its characters or length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        for (const f of [plain, tel, letters, lettersDigits] as SurveyField[]) {
          const problem = answerProblem(f, filterTextInput(f, raw), ['zzz']);
          expect(problem === null || problem === 'required').toBe(true);
        }
      }),
    );
  });
});

describe('isDateInBounds — "dates bounded 1900-01-01 to 2100-12-31"', () => {
  it.each([
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2024-02-29', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['2023-02-29', false],
    ['2024-1-01', false],
    ['', false],
  ] as const)('%s → %s', (value, expected) => {
    expect(isDateInBounds(value)).toBe(expected);
  });
});

describe('serializeAnswers — "fieldName:value pairs joined by ";""', () => {
  it('rankings comma-joined, Altro stores the free text, yes/no as Si/No, empty answers as "name:"', () => {
    expect(serializeAnswers(ALL, VALID)).toBe(
      'conosciuto:Un amico;estero:No;lingua:Hotel;voto:Ristorante;ordine:Hotel,Laboratorio,Ristorante;' +
        'nota:Preferisco il mare;mail:mario@example.com;telefono:+393331234567;giorno:2027-03-01;segreto:s3cret!',
    );
    expect(serializeAnswers(ALL, { estero: true, conosciuto: { choice: 'Hotel', other: 'ignored' } })).toBe(
      'conosciuto:Hotel;estero:Si;lingua:;voto:;ordine:;nota:;mail:;telefono:;giorno:;segreto:',
    );
  });

  it('"A formatted variant joins pairs with ";" plus a newline"', () => {
    expect(formatAnswers(ALL, VALID).split('\n')).toEqual(serializeAnswers(ALL, VALID).split(/(?<=;)/));
    expect(formatAnswers(ALL, VALID)).toContain('estero:No;\nlingua:Hotel;\n');
  });

  it('hidden fields and labels are not saved; text is trimmed', () => {
    const form = definition([
      { fieldName: 'intro', type: 'label', label: 'k' },
      { fieldName: 'a', type: 'text', label: 'k', on: false },
      { fieldName: 'b', type: 'text', label: 'k' },
    ]);
    expect(serializeAnswers(form, { a: 'x', b: '  y  ' })).toBe('b:y');
  });
});

describe('parseSavedAnswers — the reverse, tolerant', () => {
  it('reads both variants back', () => {
    expect(parseSavedAnswers(ALL, serializeAnswers(ALL, VALID))).toEqual(VALID);
    expect(parseSavedAnswers(ALL, formatAnswers(ALL, VALID))).toEqual(VALID);
  });

  it.each(
    titled('$case', [
      { case: 'nothing saved', saved: null, expected: {} },
      { case: 'an empty text', saved: '', expected: {} },
      { case: 'Sì and yes count as yes', saved: 'estero:Sì', expected: { estero: true } },
      { case: 'a yes/no word that is neither is left out', saved: 'estero:forse', expected: {} },
      { case: 'unknown names are left out', saved: 'vecchio:1;lingua:Hotel', expected: { lingua: 'Hotel' } },
      { case: 'an option no longer offered is left out', saved: 'lingua:Piscina', expected: {} },
      {
        case: 'a choice of other-radio that is an option is the option',
        saved: 'conosciuto:Hotel',
        expected: { conosciuto: { choice: 'Hotel', other: '' } },
      },
      {
        case: 'any other text is Altro with that text',
        saved: 'conosciuto:Da un amico',
        expected: { conosciuto: { choice: 'Altro', other: 'Da un amico' } },
      },
      {
        case: 'a ranking is completed and cleaned',
        saved: 'ordine:Ristorante,Piscina,Ristorante',
        expected: { ordine: ['Ristorante', 'Laboratorio', 'Hotel'] },
      },
      {
        case: 'texts may hold ";" and ":"',
        saved: 'nota:ore 8:30; poi pranzo;mail:a@b.it',
        expected: { nota: 'ore 8:30; poi pranzo', mail: 'a@b.it' },
      },
      {
        case: 'pairs in another order',
        saved: 'mail:a@b.it;estero:No',
        expected: { mail: 'a@b.it', estero: false },
      },
      { case: 'a pair without a colon is skipped', saved: 'garbage', expected: {} },
      {
        case: 'CRLF after ";" is read as a formatted separator',
        saved: 'estero:Si;\r\nlingua:Hotel',
        expected: { estero: true, lingua: 'Hotel' },
      },
    ]),
  )('%s', (_title, { saved, expected }) => {
    expect(parseSavedAnswers(ALL, saved)).toEqual(expected);
  });

  it('round trip: any valid answers are read back as they were saved (both variants)', () => {
    const text = (max = 80) =>
      fc
        .string({ maxLength: max })
        .map((value) => filterTextInput(field('nota'), value).trim())
        .filter((value) => !hasSeparator(value, NAMES));
    const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const answers = fc.record({
      conosciuto: optional(
        fc.oneof(
          fc.constantFrom('Laboratorio', 'Hotel', 'Ristorante').map((choice) => ({ choice, other: '' })),
          text()
            .filter((other) => other !== '' && !OPTIONS.some((option) => option.value === other))
            .map((other) => ({ choice: 'Altro', other })),
        ),
      ),
      estero: optional(fc.boolean()),
      lingua: optional(fc.constantFrom('Laboratorio', 'Hotel', 'Ristorante')),
      voto: optional(fc.constantFrom('Laboratorio', 'Hotel', 'Ristorante')),
      ordine: optional(fc.shuffledSubarray(['Laboratorio', 'Hotel', 'Ristorante'], { minLength: 3 })),
      nota: optional(text().filter((v) => v !== '')),
      mail: optional(fc.emailAddress().filter((v) => v.length <= 80 && !hasSeparator(v, NAMES))),
      telefono: optional(fc.stringMatching(/^\+?[0-9]{1,15}$/)),
      giorno: optional(
        fc
          .date({
            min: new Date('1900-01-01T00:00:00Z'),
            max: new Date('2100-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      segreto: optional(text().filter((v) => v !== '')),
    });
    fc.assert(
      fc.property(answers, (value) => {
        const given = Object.fromEntries(
          Object.entries(value).filter(([, v]) => v !== undefined),
        ) as SurveyAnswers;
        expect(parseSavedAnswers(ALL, serializeAnswers(ALL, given))).toEqual(given);
        expect(parseSavedAnswers(ALL, formatAnswers(ALL, given))).toEqual(given);
      }),
    );
  });
});

describe('initialAnswers — presets, then the saved text', () => {
  const form = definition([
    { fieldName: 'corso', type: 'text', label: 'k', value: 'CSCI', settings: { isDisabled: true } },
    { fieldName: 'estero', type: 'fieldRadioButtons', label: 'k', value: 'Si' },
    {
      fieldName: 'fonte',
      type: 'fieldRadioButtonsWithOther',
      label: 'k',
      options: OPTIONS,
      value: 'Altro',
      value2: 'Fiera',
    },
    { fieldName: 'ordine', type: 'Ranking', label: 'k', options: OPTIONS },
    { fieldName: 'nota', type: 'text', label: 'k' },
  ]);

  it('starts from the presets; a ranking in the options’ order', () => {
    expect(initialAnswers(form)).toEqual({
      corso: 'CSCI',
      estero: true,
      fonte: { choice: 'Altro', other: 'Fiera' },
      ordine: ['Laboratorio', 'Hotel', 'Ristorante'],
    });
  });

  it('the saved answers win, but never over a disabled field', () => {
    expect(initialAnswers(form, 'corso:ICPU2;estero:No;fonte:Hotel;ordine:Hotel;nota:ok')).toEqual({
      corso: 'CSCI',
      estero: false,
      fonte: { choice: 'Hotel', other: '' },
      ordine: ['Hotel', 'Laboratorio', 'Ristorante'],
      nota: 'ok',
    });
  });
});

describe('rankingOrder and moveItem', () => {
  it('keeps the saved order of known options, then the rest', () => {
    expect(rankingOrder(field('ordine'), ['Ristorante', 'x'])).toEqual([
      'Ristorante',
      'Laboratorio',
      'Hotel',
    ]);
    expect(rankingOrder(field('ordine'), undefined)).toEqual(['Laboratorio', 'Hotel', 'Ristorante']);
  });
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 3, ['a', 'b', 'c']],
  ] as const)('from %i to %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('answersSchema — the server checks submitted answers against the definition', () => {
  const schema = answersSchema(ALL);

  it('accepts a complete, valid set of answers as they are', () => {
    const parsed = schema.safeParse(VALID);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(VALID);
  });

  const refusals = (input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it.each(
    titled('refuses $case', [
      {
        case: 'a field that does not exist',
        input: { ...VALID, piscina: 'x' },
        issue: 'piscina:survey.unknownField',
      },
      { case: 'an answer to a label', input: { ...VALID, intro: 'x' }, issue: 'intro:survey.unknownField' },
      {
        case: 'a missing required answer',
        input: { ...VALID, nota: undefined },
        issue: 'nota:survey.required',
      },
      { case: 'a null required answer', input: { ...VALID, lingua: null }, issue: 'lingua:survey.required' },
      {
        case: 'a value outside the options',
        input: { ...VALID, lingua: 'Piscina' },
        issue: 'lingua:survey.invalid',
      },
      {
        case: 'a ranking with a foreign value',
        input: { ...VALID, ordine: ['Hotel', 'x', 'Ristorante'] },
        issue: 'ordine:survey.invalid',
      },
      { case: 'yes/no as text', input: { ...VALID, estero: 'No' }, issue: 'estero:survey.invalid' },
      { case: 'a number for a text', input: { ...VALID, nota: 12 }, issue: 'nota:survey.invalid' },
      { case: 'over-long text', input: { ...VALID, nota: 'x'.repeat(81) }, issue: 'nota:survey.tooLong' },
      {
        case: 'over-long Altro text',
        input: { ...VALID, conosciuto: { choice: 'Altro', other: 'x'.repeat(81) } },
        issue: 'conosciuto:survey.tooLong',
      },
      { case: 'control characters', input: { ...VALID, nota: 'a\u0000' }, issue: 'nota:survey.characters' },
      {
        case: 'letters in a phone',
        input: { ...VALID, telefono: '333abc' },
        issue: 'telefono:survey.characters',
      },
      { case: 'a bad e-mail', input: { ...VALID, mail: 'mario' }, issue: 'mail:survey.email' },
      {
        case: 'a date out of bounds',
        input: { ...VALID, giorno: '2200-01-01' },
        issue: 'giorno:survey.date',
      },
      {
        case: 'a text that breaks the saved format',
        input: { ...VALID, nota: 'a;lingua:b' },
        issue: 'nota:survey.separator',
      },
    ]),
  )('%s', (_title, { input, issue }) => {
    expect(refusals(input)).toEqual([issue]);
  });

  it('refuses an answer to a hidden field and anything that is not an object', () => {
    const form = definition([
      { fieldName: 'a', type: 'text', label: 'k', on: false },
      { fieldName: 'b', type: 'text', label: 'k' },
    ]);
    expect(answersSchema(form).safeParse({ a: 'x' }).success).toBe(false);
    expect(answersSchema(form).safeParse({ b: 'x' }).success).toBe(true);
    expect(schema.safeParse('nota:x').success).toBe(false);
    expect(schema.safeParse([VALID]).success).toBe(false);
  });
});
