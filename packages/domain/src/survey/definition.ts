import { z } from 'zod';

/**
 * The survey engine's definition (specification 001, section 3 "Survey definition"): "A list of
 * fields, each with fieldName, type, label (translation key), options (value, label), required, on
 * (visible), settings (alone, maxChars, col, fallbackOption, allowOnlyAsciiLetters,
 * allowOnlyAsciiLettersAndNumbers, isDisabled, showRevealButton, CommonEuropeanFramework),
 * yesNoLabels, value, value2 (free text for Altro), isValid, index."
 *
 * The stage's course edition keeps it as JSON (`surveyConfig__c`); `parseDefinition` reads it.
 * `isValid` and `index` are the original's state while the form is filled: they are accepted and
 * dropped (the answers are kept apart, see answers.ts). `value` and `value2` are kept as the
 * field's preset answer.
 */
export const SURVEY_FIELD_TYPES = [
  'label',
  'fieldRadioButtonsWithOther',
  'fieldRadioButtons',
  'radioButtons',
  'fieldPickList',
  'Ranking',
  'text',
  'email',
  'tel',
  'date',
  'PASSWORD',
] as const;
export type SurveyFieldType = (typeof SURVEY_FIELD_TYPES)[number];

/** Types answered by choosing among the field's options. */
export const OPTION_TYPES = [
  'fieldRadioButtonsWithOther',
  'radioButtons',
  'fieldPickList',
  'Ranking',
] as const satisfies readonly SurveyFieldType[];

/** "Text inputs": typed answers, bounded by maxChars and filtered. */
export const TEXT_INPUT_TYPES = [
  'text',
  'email',
  'tel',
  'PASSWORD',
] as const satisfies readonly SurveyFieldType[];

/** "Text inputs: max length from settings.maxChars, default 80" (section 5, Survey). */
export const SURVEY_TEXT_MAX_DEFAULT = 80;
/** Our own ceiling for a definition's maxChars (the CRM's long text area). */
export const SURVEY_TEXT_MAX_LIMIT = 32_768;
/** "An Altro answer stores the free text": the choice that opens it, unless fallbackOption names another. */
export const OTHER_OPTION_DEFAULT = 'Altro';

/**
 * Field names and option values are written into the saved text `fieldName:value;…` (rankings
 * comma-joined), so a name is a plain identifier and a value holds none of the separators.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const OPTION_VALUE = /^[^;,\n\r]+$/;

const labelKey = z.string().trim().min(1).max(200);

const optionSchema = z.object({
  value: z.string().trim().min(1).max(200).regex(OPTION_VALUE),
  label: labelKey,
});

const settingsSchema = z
  .object({
    /** The field takes a whole row ("Two fields per row unless alone"). */
    alone: z.boolean().optional(),
    maxChars: z.number().int().min(1).max(SURVEY_TEXT_MAX_LIMIT).optional(),
    /** The field's width on a 12-column row on wide screens (6: two per row; 12: alone). */
    col: z.number().int().min(1).max(12).optional(),
    /** The choice of a radio-with-other field that opens the free text (default "Altro"). */
    fallbackOption: z.string().trim().min(1).max(200).regex(OPTION_VALUE).optional(),
    allowOnlyAsciiLetters: z.boolean().optional(),
    allowOnlyAsciiLettersAndNumbers: z.boolean().optional(),
    isDisabled: z.boolean().optional(),
    showRevealButton: z.boolean().optional(),
    /** Accepted and kept; the specification does not say what the original showed with it. */
    CommonEuropeanFramework: z.boolean().optional(),
  })
  .strip();

/** The labels of a yes/no field's two choices: `{ yes, no }`, or the original's `[yes, no]`. */
const yesNoLabelsSchema = z.union([
  z.object({ yes: labelKey, no: labelKey }),
  z.tuple([labelKey, labelKey]).transform(([yes, no]) => ({ yes, no })),
]);

/** A preset answer as the original's JSON may carry it. */
const presetSchema = z.union([
  z.string().max(SURVEY_TEXT_MAX_LIMIT),
  z.boolean(),
  z.array(z.string().max(200)),
]);

export const surveyFieldSchema = z
  .object({
    fieldName: z.string().regex(FIELD_NAME).max(100),
    type: z.enum(SURVEY_FIELD_TYPES),
    label: labelKey,
    options: z.array(optionSchema).max(100).default([]),
    required: z.boolean().default(false),
    on: z.boolean().default(true),
    settings: settingsSchema.default({}),
    yesNoLabels: yesNoLabelsSchema.optional(),
    value: presetSchema.nullish(),
    value2: z.string().max(SURVEY_TEXT_MAX_LIMIT).nullish(),
  })
  .strip()
  .superRefine((field, context) => {
    const isOptionType = (OPTION_TYPES as readonly string[]).includes(field.type);
    if (isOptionType && field.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'survey.optionsMissing' });
    }
    const values = field.options.map((option) => option.value);
    if (new Set(values).size !== values.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'survey.optionsRepeated' });
    }
  });

export type SurveyField = z.infer<typeof surveyFieldSchema>;
export type SurveyOption = SurveyField['options'][number];
export type SurveyFieldSettings = SurveyField['settings'];

export const surveyDefinitionSchema = z
  .array(surveyFieldSchema)
  .min(1)
  .max(200)
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.fieldName)) {
        context.addIssue({ code: 'custom', path: [index, 'fieldName'], message: 'survey.fieldRepeated' });
      }
      seen.add(field.fieldName);
    });
  });

export type SurveyDefinition = SurveyField[];

/**
 * "If the survey config is empty or unparsable the form shows "Form non disponibile"": the fields
 * of a definition given as JSON text or as the parsed value, or null when it is empty, not JSON or
 * not a valid definition. The original's wrapper `{ fields: [...] }` is read too.
 */
export function parseDefinition(json: unknown): SurveyDefinition | null {
  let value = json;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'fields' in value) {
    value = (value as { fields: unknown }).fields;
  }
  const parsed = surveyDefinitionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A problem of a definition as staff type it: where (`definition.3.options`) and its code. */
export interface DefinitionProblem {
  path: string;
  /** `survey.optionsMissing`, `survey.optionsRepeated`, `survey.fieldRepeated`, or `request.invalid`. */
  code: string;
}

/**
 * A definition given as its parsed JSON (the fields, or the original's `{ fields }`) checked by the
 * schema: the definition, or the problems at their paths under `definition`. The one check of the
 * staff console's editor and of the server that stores it.
 */
export function checkDefinition(
  value: unknown,
): { definition: SurveyDefinition; problems: [] } | { definition: null; problems: DefinitionProblem[] } {
  const fields =
    value !== null && typeof value === 'object' && !Array.isArray(value) && 'fields' in value
      ? (value as { fields: unknown }).fields
      : value;
  const parsed = surveyDefinitionSchema.safeParse(fields);
  if (parsed.success) return { definition: parsed.data, problems: [] };
  return {
    definition: null,
    problems: parsed.error.issues.map((issue) => ({
      path: ['definition', ...issue.path].join('.'),
      code: issue.message.startsWith('survey.') ? issue.message : 'request.invalid',
    })),
  };
}

/** Fields that take an answer (all but `label`). */
export function isAnswerable(field: Pick<SurveyField, 'type'>): boolean {
  return field.type !== 'label';
}

/** The fields shown ("on") that take an answer: the ones saved and validated. */
export function answerableFields(definition: SurveyDefinition): SurveyField[] {
  return definition.filter((field) => field.on && isAnswerable(field));
}

/** The maximum length of a text input: "settings.maxChars, default 80". */
export function maxCharsOf(field: Pick<SurveyField, 'settings'>): number {
  return field.settings.maxChars ?? SURVEY_TEXT_MAX_DEFAULT;
}

/** The choice of a radio-with-other field that opens its free text. */
export function otherOptionOf(field: Pick<SurveyField, 'settings'>): string {
  return field.settings.fallbackOption ?? OTHER_OPTION_DEFAULT;
}

/**
 * The choices of a radio-with-other field: its options, then the other choice unless one of the
 * options already is it (its label then comes from the definition, otherwise from the catalogue).
 */
export function choicesOf(field: SurveyField): { value: string; label: string | null }[] {
  const choices: { value: string; label: string | null }[] = field.options.map((option) => ({ ...option }));
  if (field.type === 'fieldRadioButtonsWithOther') {
    const other = otherOptionOf(field);
    if (!choices.some((choice) => choice.value === other)) choices.push({ value: other, label: null });
  }
  return choices;
}
