import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from '../shared/limits.ts';
import { EMAIL_PATTERN, ISO_DATE, isRealDate } from '../shared/text.ts';
import {
  answerableFields,
  choicesOf,
  isAnswerable,
  maxCharsOf,
  otherOptionOf,
  type SurveyDefinition,
  type SurveyField,
} from './definition.ts';

/**
 * The answers of a survey (specification 001, section 3 "Survey definition" and section 5
 * "Survey"), one per field name:
 * - yes/no (`fieldRadioButtons`): a boolean, saved as Si/No;
 * - radios and pick lists: the chosen option's value;
 * - radios with other: the choice and, for the other choice ("Altro"), its free text;
 * - `Ranking`: the options' values in the person's order;
 * - text, email, tel, date (YYYY-MM-DD), PASSWORD: the text.
 * A field without an answer has none (undefined).
 */
export interface OtherAnswer {
  choice: string;
  other: string;
}
export type SurveyAnswer = string | boolean | string[] | OtherAnswer;
export type SurveyAnswers = Readonly<Record<string, SurveyAnswer | undefined>>;

/** What may be wrong with an answer; the web catalogue's `survey:problems.<code>` says it. */
export const SURVEY_PROBLEM_CODES = [
  'required',
  'invalid',
  'tooLong',
  'characters',
  'email',
  'date',
  'separator',
  'disabled',
] as const;
export type SurveyProblemCode = (typeof SURVEY_PROBLEM_CODES)[number];

/** The English texts (section 8 gives "This field is required"; the others are ours). */
export const SURVEY_PROBLEM_MESSAGES: Record<SurveyProblemCode, string> = {
  required: 'This field is required',
  invalid: 'This answer is not one of the choices',
  tooLong: 'This answer is too long',
  characters: 'This answer holds characters that are not allowed',
  email: 'Enter a valid e-mail address',
  date: 'Enter a date between 1900-01-01 and 2100-12-31',
  separator: 'This answer cannot contain ";" followed by the name of a question and ":"',
  disabled: 'This answer cannot be changed',
};

export interface SurveyProblem {
  fieldName: string;
  code: SurveyProblemCode;
  message: string;
}

/** Separators of the saved text: "joined by ";"", the formatted variant "";" plus a newline". */
export const ANSWER_SEPARATOR = ';';
export const FORMATTED_ANSWER_SEPARATOR = ';\n';
/** "Yes/no is stored as Si/No." */
export const YES_TEXT = 'Si';
export const NO_TEXT = 'No';

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to remove them.
const CONTROL_OR_LINE_BREAK_ALL = /[\u0000-\u001F\u007F-\u009F]/g;

/** "optional filters keep only ASCII letters, or letters and digits"; "tel accepts digits and "+"". */
const ONLY_LETTERS = /^[A-Za-z]*$/;
const ONLY_LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/;
const ONLY_TEL = /^[0-9+]*$/;

function isOtherAnswer(value: unknown): value is OtherAnswer {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'choice' &&
    keys[1] === 'other' &&
    typeof (value as OtherAnswer).choice === 'string' &&
    typeof (value as OtherAnswer).other === 'string'
  );
}

/**
 * The specification's validity of a required field: "a plain value is truthy or boolean; for
 * other-radio, when Altro is chosen the free text is non-empty; for Ranking, a non-empty array".
 * Text made of blanks only counts as empty.
 */
export function isFieldValid(field: SurveyField, answer: SurveyAnswer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'boolean') return true;
  if (field.type === 'Ranking') return Array.isArray(answer) && answer.length > 0;
  if (field.type === 'fieldRadioButtonsWithOther') {
    if (!isOtherAnswer(answer) || answer.choice === '') return false;
    return answer.choice !== otherOptionOf(field) || answer.other.trim() !== '';
  }
  if (Array.isArray(answer)) return answer.length > 0;
  return typeof answer === 'string' && answer.trim() !== '';
}

/** The problem of the text part of an answer (a text input, or the free text of Altro). */
function textProblem(
  field: SurveyField,
  text: string,
  fieldNames: readonly string[],
): SurveyProblemCode | null {
  if (CONTROL_OR_LINE_BREAK.test(text)) return 'characters';
  if (text.length > maxCharsOf(field)) return 'tooLong';
  if (field.type === 'tel' && !ONLY_TEL.test(text)) return 'characters';
  if (field.settings.allowOnlyAsciiLetters && !ONLY_LETTERS.test(text)) return 'characters';
  if (field.settings.allowOnlyAsciiLettersAndNumbers && !ONLY_LETTERS_AND_DIGITS.test(text))
    return 'characters';
  if (hasSeparator(text, fieldNames)) return 'separator';
  if (field.type === 'email' && text.trim() !== '' && !EMAIL_PATTERN.test(text.trim())) return 'email';
  return null;
}

/**
 * A text that would be read back as the start of another answer: ";" followed by a field name of
 * the survey and ":" (the saved text could not be read back as it was written).
 */
export function hasSeparator(text: string, fieldNames: readonly string[]): boolean {
  return fieldNames.some((name) => text.includes(`${ANSWER_SEPARATOR}${name}:`));
}

/** "dates bounded 1900-01-01 to 2100-12-31" (a real calendar day, YYYY-MM-DD). */
export function isDateInBounds(value: string): boolean {
  return ISO_DATE.test(value) && isRealDate(value) && value >= DATE_MIN && value <= DATE_MAX;
}

/** The answer a field starts with: its preset `value` (and `value2`), a ranking in the options' order. */
export function presetAnswer(field: SurveyField): SurveyAnswer | undefined {
  const preset = field.value;
  if (field.type === 'Ranking') {
    return rankingOrder(
      field,
      Array.isArray(preset) ? preset : typeof preset === 'string' ? preset.split(',') : [],
    );
  }
  if (preset === undefined || preset === null) return undefined;
  if (field.type === 'fieldRadioButtons' && typeof preset === 'boolean') return preset;
  if (typeof preset !== 'string') return undefined;
  if (field.type === 'fieldRadioButtonsWithOther' && preset === otherOptionOf(field)) {
    const other = field.value2 ?? '';
    return other === '' ? { choice: preset, other: '' } : { choice: preset, other };
  }
  return answerFromText(field, preset);
}

function sameAnswer(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What is wrong with the answer `value` (anything, as received) to a shown field, or null. The one
 * check of an answer, for the browser (`surveyProblems`) and the server (`answersSchema`).
 * `fieldNames` are the survey's field names (for the separator rule).
 */
export function answerProblem(
  field: SurveyField,
  value: unknown,
  fieldNames: readonly string[],
): SurveyProblemCode | null {
  if (field.settings.isDisabled && value !== undefined && !sameAnswer(value, presetAnswer(field))) {
    return 'disabled';
  }
  // A disabled field is not the person's to answer: it keeps its preset and is never required.
  if (field.settings.isDisabled) return null;
  if (value === undefined || value === null) return field.required ? 'required' : null;
  switch (field.type) {
    case 'label':
      return 'invalid';
    case 'fieldRadioButtons':
      if (typeof value !== 'boolean') return 'invalid';
      return null;
    case 'radioButtons':
    case 'fieldPickList':
      if (typeof value !== 'string') return 'invalid';
      if (value === '') return field.required ? 'required' : null;
      return field.options.some((option) => option.value === value) ? null : 'invalid';
    case 'fieldRadioButtonsWithOther': {
      if (!isOtherAnswer(value)) return 'invalid';
      if (value.choice === '') return value.other === '' ? (field.required ? 'required' : null) : 'invalid';
      if (!choicesOf(field).some((choice) => choice.value === value.choice)) return 'invalid';
      const problem = textProblem(field, value.other, fieldNames);
      if (problem) return problem;
      if (value.choice === otherOptionOf(field) && value.other.trim() === '') return 'required';
      return null;
    }
    case 'Ranking': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return 'invalid';
      if (value.length === 0) return field.required ? 'required' : null;
      const options = field.options.map((option) => option.value);
      const isPermutation =
        value.length === options.length &&
        new Set(value).size === value.length &&
        value.every((item) => options.includes(item));
      return isPermutation ? null : 'invalid';
    }
    case 'date':
      if (typeof value !== 'string') return 'invalid';
      if (value.trim() === '') return field.required ? 'required' : null;
      return isDateInBounds(value) ? null : 'date';
    case 'text':
    case 'email':
    case 'tel':
    case 'PASSWORD': {
      if (typeof value !== 'string') return 'invalid';
      const problem = textProblem(field, value, fieldNames);
      if (problem) return problem;
      return field.required && value.trim() === '' ? 'required' : null;
    }
  }
}

function namesOf(definition: SurveyDefinition): string[] {
  return definition.filter(isAnswerable).map((field) => field.fieldName);
}

/**
 * "which visible required fields are invalid" ("This field is required"), and the shown fields
 * whose answer the server would refuse (an e-mail without its pattern, a date out of bounds, …).
 */
export function surveyProblems(definition: SurveyDefinition, answers: SurveyAnswers): SurveyProblem[] {
  const names = namesOf(definition);
  const problems: SurveyProblem[] = [];
  for (const field of answerableFields(definition)) {
    const code = answerProblem(field, answers[field.fieldName], names);
    if (code) problems.push({ fieldName: field.fieldName, code, message: SURVEY_PROBLEM_MESSAGES[code] });
  }
  return problems;
}

/** "Submit disabled when read-only or when any visible required field is invalid." */
export function canSubmit(
  definition: SurveyDefinition | null,
  answers: SurveyAnswers,
  options: { readOnly?: boolean } = {},
): boolean {
  if (options.readOnly || !definition) return false;
  return surveyProblems(definition, answers).length === 0;
}

/**
 * The text input's filter, applied as the person types: no control characters or line breaks,
 * "tel accepts digits and "+"", "keep only ASCII letters, or letters and digits", and "max length
 * from settings.maxChars, default 80".
 */
export function filterTextInput(field: SurveyField, raw: string): string {
  let text = raw.replace(CONTROL_OR_LINE_BREAK_ALL, '');
  if (field.type === 'tel') text = text.replace(/[^0-9+]/g, '');
  if (field.settings.allowOnlyAsciiLetters) text = text.replace(/[^A-Za-z]/g, '');
  else if (field.settings.allowOnlyAsciiLettersAndNumbers) text = text.replace(/[^A-Za-z0-9]/g, '');
  return text.slice(0, maxCharsOf(field));
}

/**
 * A ranking's full order: the saved values that are options (once each), then the options not in
 * it, in the definition's order. The list the person reorders, and what is sent.
 */
export function rankingOrder(field: SurveyField, saved: readonly string[] | undefined): string[] {
  const options = field.options.map((option) => option.value);
  const kept = [...new Set((saved ?? []).map((item) => item.trim()))].filter((item) =>
    options.includes(item),
  );
  return [...kept, ...options.filter((option) => !kept.includes(option))];
}

/** Moves the item at `from` to `to` (a new array; positions outside the list change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The text one answer is saved as ("" without one). */
export function answerText(field: SurveyField, answer: SurveyAnswer | undefined): string {
  if (answer === undefined || answer === null) return '';
  if (typeof answer === 'boolean') return answer ? YES_TEXT : NO_TEXT;
  if (Array.isArray(answer)) return answer.join(',');
  if (isOtherAnswer(answer)) {
    return answer.choice === otherOptionOf(field) ? answer.other.trim() : answer.choice;
  }
  return typeof answer === 'string' ? answer.trim() : '';
}

/**
 * "Saved answers are one text string of fieldName:value pairs joined by ";". Rankings are
 * comma-joined. An Altro answer stores the free text. Yes/no is stored as Si/No." Every shown field
 * that takes an answer, in the definition's order, an unanswered one as `fieldName:`.
 */
export function serializeAnswers(definition: SurveyDefinition, answers: SurveyAnswers): string {
  return pairs(definition, answers).join(ANSWER_SEPARATOR);
}

/** "A formatted variant joins pairs with ";" plus a newline." */
export function formatAnswers(definition: SurveyDefinition, answers: SurveyAnswers): string {
  return pairs(definition, answers).join(FORMATTED_ANSWER_SEPARATOR);
}

function pairs(definition: SurveyDefinition, answers: SurveyAnswers): string[] {
  return answerableFields(definition).map(
    (field) => `${field.fieldName}:${answerText(field, answers[field.fieldName])}`,
  );
}

/** One saved value read back as the field's answer, or undefined when it is not one. */
export function answerFromText(field: SurveyField, text: string): SurveyAnswer | undefined {
  switch (field.type) {
    case 'label':
      return undefined;
    case 'fieldRadioButtons': {
      const word = text.trim().toLowerCase();
      if (['si', 'sì', 'yes', 'true'].includes(word)) return true;
      if (['no', 'false'].includes(word)) return false;
      return undefined;
    }
    case 'radioButtons':
    case 'fieldPickList': {
      const value = text.trim();
      return field.options.some((option) => option.value === value) ? value : undefined;
    }
    case 'fieldRadioButtonsWithOther': {
      const value = text.trim();
      if (value === '') return undefined;
      const other = otherOptionOf(field);
      const isOption = field.options.some((option) => option.value === value && option.value !== other);
      return isOption ? { choice: value, other: '' } : { choice: other, other: value };
    }
    case 'Ranking': {
      const items = text.split(',').filter((item) => item.trim() !== '');
      return items.length === 0 ? undefined : rankingOrder(field, items);
    }
    default:
      return text.trim() === '' ? undefined : text.trim();
  }
}

/**
 * The reverse of `serializeAnswers` and `formatAnswers`, tolerant: a pair starts where ";" (or ";"
 * and a newline) is followed by a field name of the definition and ":", so texts may hold ";" and
 * ":"; unknown names, hidden fields and values that are not answers (an option no longer offered)
 * are left out; a ranking is completed with the options it lacks.
 */
export function parseSavedAnswers(
  definition: SurveyDefinition,
  saved: string | null | undefined,
): Record<string, SurveyAnswer> {
  const answers: Record<string, SurveyAnswer> = {};
  if (!saved) return answers;
  const fields = definition.filter(isAnswerable);
  if (fields.length === 0) return answers;
  const names = fields.map((field) => field.fieldName);
  const boundary = new RegExp(`;\\r?\\n?(?=(?:${names.join('|')}):)`);
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  for (const pair of saved.replace(/^\s+/, '').split(boundary)) {
    const colon = pair.indexOf(':');
    if (colon < 0) continue;
    const field = byName.get(pair.slice(0, colon).trim());
    if (!field?.on) continue;
    const answer = answerFromText(field, pair.slice(colon + 1));
    if (answer !== undefined) answers[field.fieldName] = answer;
  }
  return answers;
}

/**
 * The answers a form opens with: each field's preset (rankings in the options' order), then the
 * saved text's answers over them.
 */
export function initialAnswers(
  definition: SurveyDefinition,
  saved?: string | null,
): Record<string, SurveyAnswer> {
  const answers: Record<string, SurveyAnswer> = {};
  for (const field of answerableFields(definition)) {
    const preset = presetAnswer(field);
    if (preset !== undefined) answers[field.fieldName] = preset;
  }
  const parsed = parseSavedAnswers(definition, saved);
  for (const field of answerableFields(definition)) {
    const answer = parsed[field.fieldName];
    if (answer !== undefined && !field.settings.isDisabled) answers[field.fieldName] = answer;
  }
  return answers;
}

/**
 * The server's check of submitted answers against the definition: an object of answers by field
 * name that refuses a name the definition does not show (`survey.unknownField`) and each answer
 * `answerProblem` finds wrong (`survey.<code>`: required, invalid type or choice, too long, control
 * characters or filtered characters, e-mail, date bounds, a separator in a text, a changed disabled
 * field), at the answer's path.
 */
export function answersSchema(definition: SurveyDefinition) {
  const fields = answerableFields(definition);
  const names = namesOf(definition);
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  return z
    .record(z.string(), z.unknown())
    .superRefine((answers, context) => {
      for (const name of Object.keys(answers)) {
        if (!byName.has(name))
          context.addIssue({ code: 'custom', path: [name], message: 'survey.unknownField' });
      }
      for (const field of fields) {
        const code = answerProblem(field, answers[field.fieldName], names);
        if (code) context.addIssue({ code: 'custom', path: [field.fieldName], message: `survey.${code}` });
      }
    })
    .transform((answers) => answers as Record<string, SurveyAnswer>);
}
