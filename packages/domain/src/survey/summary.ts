import { answerText, type SurveyAnswer, type SurveyAnswers } from './answers.ts';
import {
  answerableFields,
  choicesOf,
  OPTION_TYPES,
  type SurveyDefinition,
  type SurveyField,
  type SurveyFieldType,
} from './definition.ts';

/**
 * The summary of a form's answers for the school (the staff console's answers page; the mid and
 * end surveys of specification 001, section 3): per question shown that takes an answer, how many
 * answered it, how the answers spread over its choices, and their average when the choices are
 * numbers (the rating scales "1 to 5" of section 9).
 *
 * - Choices: the field's options (a radio with other adds its other choice); a yes/no field's
 *   choices are Si and No; a ranking counts the option put first. Text fields have no choices.
 * - An answer that is not one of the choices (an option since removed) counts as answered and
 *   is left out of the spread and the average.
 * - The average is the mean of the chosen values when every choice's value is a number, rounded
 *   to two decimals; null otherwise, or when no answer is a choice.
 */

export interface SurveyChoiceCount {
  value: string;
  /** The option's label key (null: the other choice, or Si and No, whose texts the catalogue has). */
  label: string | null;
  count: number;
}

export interface SurveyQuestionSummary {
  fieldName: string;
  type: SurveyFieldType;
  label: string;
  /** Answers given to it. */
  answered: number;
  choices: SurveyChoiceCount[];
  average: number | null;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The choices counted for a field, before any answer. */
function choicesToCount(field: SurveyField): { value: string; label: string | null }[] {
  if (field.type === 'fieldRadioButtons') {
    return [
      { value: 'Si', label: field.yesNoLabels?.yes ?? null },
      { value: 'No', label: field.yesNoLabels?.no ?? null },
    ];
  }
  if (!(OPTION_TYPES as readonly string[]).includes(field.type)) return [];
  return choicesOf(field);
}

/** The choice an answer counts for ('' for none). */
function countedChoice(field: SurveyField, answer: SurveyAnswer): string {
  if (field.type === 'Ranking') return Array.isArray(answer) ? (answer[0] ?? '') : '';
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) return answer.choice;
  return answerText(field, answer);
}

function isAnswered(answer: SurveyAnswer | undefined): answer is SurveyAnswer {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'object') return answer.choice.trim() !== '';
  return true;
}

/** The summary of one question over every person's answers. */
export function summariseQuestion(
  field: SurveyField,
  everyone: readonly SurveyAnswers[],
): SurveyQuestionSummary {
  const choices: SurveyChoiceCount[] = choicesToCount(field).map((choice) => ({ ...choice, count: 0 }));
  const byValue = new Map(choices.map((choice) => [choice.value, choice]));
  const numeric = choices.length > 0 && choices.every((choice) => NUMBER.test(choice.value));
  let answered = 0;
  let sum = 0;
  let counted = 0;
  for (const answers of everyone) {
    const answer = answers[field.fieldName];
    if (!isAnswered(answer)) continue;
    answered += 1;
    const choice = byValue.get(countedChoice(field, answer));
    if (!choice) continue;
    choice.count += 1;
    if (numeric) {
      sum += Number(choice.value);
      counted += 1;
    }
  }
  return {
    fieldName: field.fieldName,
    type: field.type,
    label: field.label,
    answered,
    choices,
    average: numeric && counted > 0 ? Math.round((sum / counted) * 100) / 100 : null,
  };
}

/** The summary of a form: its questions in the definition's order. */
export function summariseSurvey(
  definition: SurveyDefinition,
  everyone: readonly SurveyAnswers[],
): SurveyQuestionSummary[] {
  return answerableFields(definition).map((field) => summariseQuestion(field, everyone));
}
