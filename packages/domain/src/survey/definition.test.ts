import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  answerableFields,
  checkDefinition,
  choicesOf,
  maxCharsOf,
  otherOptionOf,
  parseDefinition,
  SURVEY_FIELD_TYPES,
  type SurveyFieldType,
} from './definition.ts';

const OPTIONS = [
  { value: 'a', label: 'forms.x.a' },
  { value: 'b', label: 'forms.x.b' },
];

/** A minimal valid field of each type. */
const FIELD_OF: Record<SurveyFieldType, Record<string, unknown>> = {
  label: { fieldName: 'intro', type: 'label', label: 'forms.x.intro' },
  fieldRadioButtonsWithOther: {
    fieldName: 'f1',
    type: 'fieldRadioButtonsWithOther',
    label: 'k',
    options: OPTIONS,
  },
  fieldRadioButtons: { fieldName: 'f2', type: 'fieldRadioButtons', label: 'k' },
  radioButtons: { fieldName: 'f3', type: 'radioButtons', label: 'k', options: OPTIONS },
  fieldPickList: { fieldName: 'f4', type: 'fieldPickList', label: 'k', options: OPTIONS },
  Ranking: { fieldName: 'f5', type: 'Ranking', label: 'k', options: OPTIONS },
  text: { fieldName: 'f6', type: 'text', label: 'k' },
  email: { fieldName: 'f7', type: 'email', label: 'k' },
  tel: { fieldName: 'f8', type: 'tel', label: 'k' },
  date: { fieldName: 'f9', type: 'date', label: 'k' },
  PASSWORD: { fieldName: 'f10', type: 'PASSWORD', label: 'k' },
};

describe('parseDefinition — section 3 "Survey definition"', () => {
  it.each(SURVEY_FIELD_TYPES)(
    'reads a field of type %s, with the defaults: optional, on, no settings',
    (type) => {
      const fields = parseDefinition([FIELD_OF[type]]);
      expect(fields).not.toBeNull();
      expect(fields?.[0]).toMatchObject({ type, required: false, on: true, settings: {} });
    },
  );

  it('reads every attribute: options, required, on, each setting, yesNoLabels, value and value2', () => {
    const fields = parseDefinition(
      JSON.stringify([
        {
          fieldName: 'colloquio',
          type: 'fieldRadioButtons',
          label: 'forms.x.colloquio',
          required: true,
          on: false,
          yesNoLabels: ['forms.x.yes', 'forms.x.no'],
          value: true,
          isValid: false,
          index: 3,
          settings: {
            alone: true,
            maxChars: 120,
            col: 4,
            fallbackOption: 'Other',
            allowOnlyAsciiLetters: true,
            allowOnlyAsciiLettersAndNumbers: false,
            isDisabled: true,
            showRevealButton: true,
            CommonEuropeanFramework: true,
          },
        },
        {
          fieldName: 'altro',
          type: 'fieldRadioButtonsWithOther',
          label: 'k',
          options: OPTIONS,
          value2: 'mine',
        },
      ]),
    );
    expect(fields?.[0]).toEqual({
      fieldName: 'colloquio',
      type: 'fieldRadioButtons',
      label: 'forms.x.colloquio',
      options: [],
      required: true,
      on: false,
      yesNoLabels: { yes: 'forms.x.yes', no: 'forms.x.no' },
      value: true,
      settings: {
        alone: true,
        maxChars: 120,
        col: 4,
        fallbackOption: 'Other',
        allowOnlyAsciiLetters: true,
        allowOnlyAsciiLettersAndNumbers: false,
        isDisabled: true,
        showRevealButton: true,
        CommonEuropeanFramework: true,
      },
    });
    expect(fields?.[1]?.value2).toBe('mine');
  });

  it('reads yesNoLabels given as an object too, and the wrapper { fields: [...] }', () => {
    const fields = parseDefinition({
      fields: [{ ...FIELD_OF.fieldRadioButtons, yesNoLabels: { yes: 'y', no: 'n' } }],
    });
    expect(fields?.[0]?.yesNoLabels).toEqual({ yes: 'y', no: 'n' });
  });

  it.each(
    titled('"Form non disponibile": null for $case', [
      { case: 'undefined', input: undefined },
      { case: 'null', input: null },
      { case: 'an empty text', input: '' },
      { case: 'blanks', input: '  \n' },
      { case: 'text that is not JSON', input: '[{"fieldName": ' },
      { case: 'an empty list', input: '[]' },
      { case: 'an object that is no list', input: { a: 1 } },
      { case: 'a number', input: 42 },
      { case: 'an unknown type', input: [{ fieldName: 'a', type: 'checkbox', label: 'k' }] },
      { case: 'a field without a name', input: [{ type: 'text', label: 'k' }] },
      { case: 'a name with a separator', input: [{ fieldName: 'a;b', type: 'text', label: 'k' }] },
      { case: 'a name with a colon', input: [{ fieldName: 'a:b', type: 'text', label: 'k' }] },
      { case: 'a field without a label', input: [{ fieldName: 'a', type: 'text', label: ' ' }] },
      { case: 'two fields of one name', input: [FIELD_OF.text, FIELD_OF.text] },
      { case: 'radios without options', input: [{ ...FIELD_OF.radioButtons, options: [] }] },
      { case: 'a ranking without options', input: [{ fieldName: 'r', type: 'Ranking', label: 'k' }] },
      { case: 'a pick list without options', input: [{ fieldName: 'p', type: 'fieldPickList', label: 'k' }] },
      {
        case: 'an option value with a comma (rankings are comma-joined)',
        input: [{ ...FIELD_OF.Ranking, options: [{ value: 'a,b', label: 'k' }] }],
      },
      {
        case: 'an option value with ";"',
        input: [{ ...FIELD_OF.radioButtons, options: [{ value: 'a;b', label: 'k' }] }],
      },
      {
        case: 'two options of one value',
        input: [{ ...FIELD_OF.radioButtons, options: [OPTIONS[0], OPTIONS[0]] }],
      },
      { case: 'maxChars 0', input: [{ ...FIELD_OF.text, settings: { maxChars: 0 } }] },
      { case: 'maxChars not a number', input: [{ ...FIELD_OF.text, settings: { maxChars: '80' } }] },
      { case: 'col 13', input: [{ ...FIELD_OF.text, settings: { col: 13 } }] },
      { case: 'required as a text', input: [{ ...FIELD_OF.text, required: 'true' }] },
    ]),
  )('%s', (_title, { input }) => {
    expect(parseDefinition(input)).toBeNull();
  });
});

describe('the settings read by the renderer and the answers', () => {
  const [text, withOther, fallback] =
    parseDefinition([
      FIELD_OF.text,
      FIELD_OF.fieldRadioButtonsWithOther,
      {
        ...FIELD_OF.fieldRadioButtonsWithOther,
        fieldName: 'g',
        settings: { fallbackOption: 'b', maxChars: 20 },
      },
    ]) ?? [];

  it('"max length from settings.maxChars, default 80"', () => {
    expect(text && maxCharsOf(text)).toBe(80);
    expect(fallback && maxCharsOf(fallback)).toBe(20);
  });

  it('the other choice is "Altro", added after the options, unless fallbackOption names an option', () => {
    expect(withOther && otherOptionOf(withOther)).toBe('Altro');
    expect(withOther && choicesOf(withOther)).toEqual([...OPTIONS, { value: 'Altro', label: null }]);
    expect(fallback && otherOptionOf(fallback)).toBe('b');
    expect(fallback && choicesOf(fallback)).toEqual(OPTIONS);
  });

  it('answerable fields are the shown ones that are not labels', () => {
    const fields = parseDefinition([
      FIELD_OF.label,
      FIELD_OF.text,
      { ...FIELD_OF.tel, on: false },
      FIELD_OF.date,
    ]);
    expect(fields && answerableFields(fields).map((field) => field.fieldName)).toEqual(['f6', 'f9']);
  });
});

describe('checkDefinition — the staff editor and the server', () => {
  it.each([
    ['a valid list of fields', [{ fieldName: 'a', type: 'text', label: 'A' }], []],
    ["the original's { fields } wrapper", { fields: [{ fieldName: 'a', type: 'text', label: 'A' }] }, []],
    [
      'options missing',
      [{ fieldName: 'a', type: 'radioButtons', label: 'A' }],
      [['definition.0.options', 'survey.optionsMissing']],
    ],
    [
      'a repeated field name',
      [
        { fieldName: 'a', type: 'text', label: 'A' },
        { fieldName: 'a', type: 'text', label: 'B' },
      ],
      [['definition.1.fieldName', 'survey.fieldRepeated']],
    ],
    [
      'an unknown type',
      [{ fieldName: 'a', type: 'slider', label: 'A' }],
      [['definition.0.type', 'request.invalid']],
    ],
    ['no fields', [], [['definition', 'request.invalid']]],
  ])('%s', (_name, value, problems) => {
    const checked = checkDefinition(value);
    expect(checked.problems.map((p) => [p.path, p.code])).toEqual(problems);
    expect(checked.definition === null).toBe(problems.length > 0);
  });
});
