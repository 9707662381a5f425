import type { z } from 'zod';
import { type SurveyDefinition, surveyDefinitionSchema } from './definition.ts';

/**
 * The internship's survey forms (specification 001, section 3 "Survey definition"), as the JSON a
 * course edition keeps (`surveyConfig__c`, `surveyFields__c`, `midSurveyFields__c`,
 * `endSurveyFields__c`). Labels and option labels are keys of the web catalogue's `survey`
 * namespace (`apps/web/src/i18n/{it,en}/survey.json`, under `forms.`), where "the catalogues hold
 * … form definitions for the internship forms" (Translation catalogue facts).
 *
 * Field names the specification gives are kept (preferenzaGeografica, Automunito, colloquio,
 * Autonomo, tipologiaStruttura, estero, lingueConosciute, note; Automunito__c; the job situation's
 * values); the others are ours.
 */
type RawDefinition = z.input<typeof surveyDefinitionSchema>;
type RawField = RawDefinition[number];

const yesNo = (fieldName: string, label: string): RawField => ({
  fieldName,
  type: 'fieldRadioButtons',
  label,
  required: true,
});

const notes = (form: string): RawField => ({
  fieldName: 'note',
  type: 'text',
  label: `forms.${form}.note`,
  required: false,
  settings: { alone: true },
});

/** "Rating scale and self-assessment 1 to 5" (section 9). */
const SCALE = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `forms.scale.${value}` }));

const rating = (fieldName: string): RawField => ({
  fieldName,
  type: 'radioButtons',
  label: `forms.midterm.${fieldName}`,
  options: SCALE,
  required: true,
});

const heading = (fieldName: string, label: string): RawField => ({
  fieldName,
  type: 'label',
  label,
  settings: { alone: true },
});

/**
 * "Stage preferences form (step 0 in the stage flow): preferenzaGeografica (radio with single
 * Liberta option), Automunito, colloquio, Autonomo (Si/No), tipologiaStruttura (Laboratorio, Hotel,
 * Ristorante), estero (yes/no), lingueConosciute (Inglese, Francese, Spagnolo), note (optional).
 * All required except note." The kinds of structure are ranked (the form's one ordering question);
 * the known language is one choice among the three.
 */
const PREFERENCES: RawDefinition = [
  {
    fieldName: 'preferenzaGeografica',
    type: 'radioButtons',
    label: 'forms.preferences.preferenzaGeografica',
    options: [{ value: 'Liberta', label: 'forms.preferences.liberta' }],
    required: true,
  },
  yesNo('Automunito', 'forms.preferences.Automunito'),
  yesNo('colloquio', 'forms.preferences.colloquio'),
  yesNo('Autonomo', 'forms.preferences.Autonomo'),
  {
    fieldName: 'tipologiaStruttura',
    type: 'Ranking',
    label: 'forms.preferences.tipologiaStruttura',
    options: [
      { value: 'Laboratorio', label: 'forms.preferences.laboratorio' },
      { value: 'Hotel', label: 'forms.preferences.hotel' },
      { value: 'Ristorante', label: 'forms.preferences.ristorante' },
    ],
    required: true,
  },
  yesNo('estero', 'forms.preferences.estero'),
  {
    fieldName: 'lingueConosciute',
    type: 'radioButtons',
    label: 'forms.preferences.lingueConosciute',
    options: [
      { value: 'Inglese', label: 'forms.preferences.inglese' },
      { value: 'Francese', label: 'forms.preferences.francese' },
      { value: 'Spagnolo', label: 'forms.preferences.spagnolo' },
    ],
    required: true,
  },
  notes('preferences'),
];

/**
 * "CSCI: geographic preference (free choice), own car (Automunito__c), request for a teaching
 * interview, own accommodation available, self-assessment pick list 1 to 5, optional notes."
 */
const CSCI: RawDefinition = [
  {
    fieldName: 'preferenzaGeografica',
    type: 'radioButtons',
    label: 'forms.csci.preferenzaGeografica',
    options: [{ value: 'Liberta', label: 'forms.csci.liberta' }],
    required: true,
  },
  yesNo('Automunito__c', 'forms.csci.Automunito__c'),
  yesNo('colloquioDidattico', 'forms.csci.colloquioDidattico'),
  yesNo('alloggioAutonomo', 'forms.csci.alloggioAutonomo'),
  {
    fieldName: 'autovalutazione',
    type: 'fieldPickList',
    label: 'forms.csci.autovalutazione',
    options: SCALE,
    required: true,
  },
  notes('csci'),
];

/**
 * "ICPU2: place preference (City, Village, or any), own car, interview with external relations,
 * own accommodation, choice between Fine dining and Traditional, time preference, optional notes."
 */
const ICPU2: RawDefinition = [
  {
    fieldName: 'preferenzaLuogo',
    type: 'radioButtons',
    label: 'forms.icpu2.preferenzaLuogo',
    options: [
      { value: 'City', label: 'forms.icpu2.city' },
      { value: 'Village', label: 'forms.icpu2.village' },
      { value: 'Any', label: 'forms.icpu2.any' },
    ],
    required: true,
  },
  yesNo('Automunito', 'forms.icpu2.Automunito'),
  yesNo('colloquioRelazioniEsterne', 'forms.icpu2.colloquioRelazioniEsterne'),
  yesNo('alloggioAutonomo', 'forms.icpu2.alloggioAutonomo'),
  {
    fieldName: 'tipologiaCucina',
    type: 'radioButtons',
    label: 'forms.icpu2.tipologiaCucina',
    options: [
      { value: 'Fine dining', label: 'forms.icpu2.fineDining' },
      { value: 'Traditional', label: 'forms.icpu2.traditional' },
    ],
    required: true,
  },
  { fieldName: 'preferenzaPeriodo', type: 'text', label: 'forms.icpu2.preferenzaPeriodo', required: true },
  notes('icpu2'),
];

/**
 * "Midterm Survey: ratings 1 to 5, all required, on operations (organisation, involvement, tutor
 * support, overall), work environment (communication, relationships, exam menu support),
 * accommodation (condition, spaces, reaching the internship, reaching essential services,
 * overall), plus optional notes."
 */
const MIDTERM: RawDefinition = [
  heading('scaleIntro', 'forms.midterm.scaleIntro'),
  heading('operations', 'forms.midterm.operations'),
  rating('organisation'),
  rating('involvement'),
  rating('tutorSupport'),
  rating('operationsOverall'),
  heading('workEnvironment', 'forms.midterm.workEnvironment'),
  rating('communication'),
  rating('relationships'),
  rating('examMenuSupport'),
  heading('accommodation', 'forms.midterm.accommodation'),
  rating('accommodationCondition'),
  rating('accommodationSpaces'),
  rating('reachingInternship'),
  rating('reachingServices'),
  rating('accommodationOverall'),
  notes('midterm'),
];

/**
 * "Endterm Survey: job situation options (internshipCompany, otherCompany, familyBusiness,
 * consideringOffers, noSearching) and three required free-text fields (relevant aspects, useful
 * aspects, expectations)."
 */
const ENDTERM: RawDefinition = [
  {
    fieldName: 'jobSituation',
    type: 'radioButtons',
    label: 'forms.endterm.jobSituation',
    options: ['internshipCompany', 'otherCompany', 'familyBusiness', 'consideringOffers', 'noSearching'].map(
      (value) => ({ value, label: `forms.endterm.${value}` }),
    ),
    required: true,
    settings: { alone: true },
  },
  { fieldName: 'relevantAspects', type: 'text', label: 'forms.endterm.relevantAspects', required: true },
  { fieldName: 'usefulAspects', type: 'text', label: 'forms.endterm.usefulAspects', required: true },
  { fieldName: 'expectations', type: 'text', label: 'forms.endterm.expectations', required: true },
];

/** "A placeholder course-choice form with one optional text field, marked as an error placeholder." */
const COURSE_CHOICE: RawDefinition = [
  {
    fieldName: 'sceltaCorso',
    type: 'text',
    label: 'forms.courseChoice.errorPlaceholder',
    required: false,
    settings: { alone: true },
  },
];

/**
 * The host's evaluation of the student at the end of the stage, sent by the tutor through the
 * link the school mails (ours, beyond the specification): ratings 1 to 5 on punctuality,
 * technical skills, hygiene and safety, teamwork, initiative and an overall rating, whether the
 * host would hire the student, strengths and points to improve, optional notes.
 */
const tutorRating = (fieldName: string): RawField => ({
  fieldName,
  type: 'radioButtons',
  label: `forms.tutorEvaluation.${fieldName}`,
  options: SCALE,
  required: true,
});

const TUTOR_EVALUATION: RawDefinition = [
  heading('scaleIntro', 'forms.tutorEvaluation.scaleIntro'),
  tutorRating('punctuality'),
  tutorRating('technicalSkills'),
  tutorRating('hygieneSafety'),
  tutorRating('teamwork'),
  tutorRating('initiative'),
  tutorRating('overall'),
  yesNo('wouldHire', 'forms.tutorEvaluation.wouldHire'),
  {
    fieldName: 'strengths',
    type: 'text',
    label: 'forms.tutorEvaluation.strengths',
    required: true,
    settings: { alone: true, maxChars: 1000 },
  },
  {
    fieldName: 'improvements',
    type: 'text',
    label: 'forms.tutorEvaluation.improvements',
    required: true,
    settings: { alone: true, maxChars: 1000 },
  },
  { ...notes('tutorEvaluation'), settings: { alone: true, maxChars: 1000 } },
];

/**
 * The weekly survey of the students (specification 000, section 1: "A weekly student survey is
 * offered"; decision 52): three ratings 1 to 5 on the week (lessons, workload, how the student
 * feels), all required, and two optional free texts.
 */
const weeklyRating = (fieldName: string): RawField => ({
  fieldName,
  type: 'radioButtons',
  label: `forms.weeklyFeedback.${fieldName}`,
  options: SCALE,
  required: true,
});

const WEEKLY_FEEDBACK: RawDefinition = [
  heading('intro', 'forms.weeklyFeedback.intro'),
  weeklyRating('lessons'),
  weeklyRating('workload'),
  weeklyRating('wellbeing'),
  {
    fieldName: 'highlight',
    type: 'text',
    label: 'forms.weeklyFeedback.highlight',
    required: false,
    settings: { alone: true, maxChars: 500 },
  },
  {
    fieldName: 'suggestions',
    type: 'text',
    label: 'forms.weeklyFeedback.suggestions',
    required: false,
    settings: { alone: true, maxChars: 500 },
  },
];

export const SURVEY_FORM_NAMES = [
  'preferences',
  'csci',
  'icpu2',
  'midterm',
  'endterm',
  'courseChoice',
  'tutorEvaluation',
  'weeklyFeedback',
] as const;
export type SurveyFormName = (typeof SURVEY_FORM_NAMES)[number];

/** The forms as their JSON (what a course edition stores). */
export const SURVEY_FORMS: Readonly<Record<SurveyFormName, RawDefinition>> = {
  preferences: PREFERENCES,
  csci: CSCI,
  icpu2: ICPU2,
  midterm: MIDTERM,
  endterm: ENDTERM,
  courseChoice: COURSE_CHOICE,
  tutorEvaluation: TUTOR_EVALUATION,
  weeklyFeedback: WEEKLY_FEEDBACK,
};

/** The placeholder is an error: a course edition without its form shows it. */
export const ERROR_PLACEHOLDER_FORMS: readonly SurveyFormName[] = ['courseChoice'];

/** A form's definition, parsed (the forms are valid definitions: tested). */
export function surveyForm(name: SurveyFormName): SurveyDefinition {
  return surveyDefinitionSchema.parse(SURVEY_FORMS[name]);
}

/** Every catalogue key a definition uses: its labels, option labels and yes/no labels. */
export function labelKeysOf(definition: SurveyDefinition): string[] {
  const keys = definition.flatMap((field) => [
    field.label,
    ...field.options.map((option) => option.label),
    ...(field.yesNoLabels ? [field.yesNoLabels.yes, field.yesNoLabels.no] : []),
  ]);
  return [...new Set(keys)];
}
