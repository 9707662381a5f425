import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersSchema,
  canSubmit,
  formatAnswers,
  initialAnswers,
  parseSavedAnswers,
  serializeAnswers,
  surveyProblems,
} from './answers.ts';
import { answerableFields, parseDefinition } from './definition.ts';
import {
  ERROR_PLACEHOLDER_FORMS,
  labelKeysOf,
  SURVEY_FORM_NAMES,
  SURVEY_FORMS,
  surveyForm,
} from './forms.ts';

/** Each form's answerable fields: [name, type, required], in order (section 3 "Survey definition"). */
const EXPECTED = {
  preferences: [
    ['preferenzaGeografica', 'radioButtons', true],
    ['Automunito', 'fieldRadioButtons', true],
    ['colloquio', 'fieldRadioButtons', true],
    ['Autonomo', 'fieldRadioButtons', true],
    ['tipologiaStruttura', 'Ranking', true],
    ['estero', 'fieldRadioButtons', true],
    ['lingueConosciute', 'radioButtons', true],
    ['note', 'text', false],
  ],
  csci: [
    ['preferenzaGeografica', 'radioButtons', true],
    ['Automunito__c', 'fieldRadioButtons', true],
    ['colloquioDidattico', 'fieldRadioButtons', true],
    ['alloggioAutonomo', 'fieldRadioButtons', true],
    ['autovalutazione', 'fieldPickList', true],
    ['note', 'text', false],
  ],
  icpu2: [
    ['preferenzaLuogo', 'radioButtons', true],
    ['Automunito', 'fieldRadioButtons', true],
    ['colloquioRelazioniEsterne', 'fieldRadioButtons', true],
    ['alloggioAutonomo', 'fieldRadioButtons', true],
    ['tipologiaCucina', 'radioButtons', true],
    ['preferenzaPeriodo', 'text', true],
    ['note', 'text', false],
  ],
  midterm: [
    ...[
      'organisation',
      'involvement',
      'tutorSupport',
      'operationsOverall',
      'communication',
      'relationships',
      'examMenuSupport',
      'accommodationCondition',
      'accommodationSpaces',
      'reachingInternship',
      'reachingServices',
      'accommodationOverall',
    ].map((name) => [name, 'radioButtons', true]),
    ['note', 'text', false],
  ],
  endterm: [
    ['jobSituation', 'radioButtons', true],
    ['relevantAspects', 'text', true],
    ['usefulAspects', 'text', true],
    ['expectations', 'text', true],
  ],
  courseChoice: [['sceltaCorso', 'text', false]],
  tutorEvaluation: [
    ...['punctuality', 'technicalSkills', 'hygieneSafety', 'teamwork', 'initiative', 'overall'].map(
      (name) => [name, 'radioButtons', true],
    ),
    ['wouldHire', 'fieldRadioButtons', true],
    ['strengths', 'text', true],
    ['improvements', 'text', true],
    ['note', 'text', false],
  ],
  weeklyFeedback: [
    ['lessons', 'radioButtons', true],
    ['workload', 'radioButtons', true],
    ['wellbeing', 'radioButtons', true],
    ['highlight', 'text', false],
    ['suggestions', 'text', false],
  ],
} as const;

describe('the five forms and the placeholder — section 3 "Survey definition"', () => {
  it.each(SURVEY_FORM_NAMES)(
    '%s parses from its JSON text, with the fields, types and required marks of the specification',
    (name) => {
      const parsed = parseDefinition(JSON.stringify(SURVEY_FORMS[name]));
      expect(parsed).toEqual(surveyForm(name));
      expect(answerableFields(surveyForm(name)).map((f) => [f.fieldName, f.type, f.required])).toEqual(
        EXPECTED[name],
      );
    },
  );

  it.each(SURVEY_FORM_NAMES)(
    '%s: empty answers stop exactly its required fields; its labels are catalogue keys',
    (name) => {
      const form = surveyForm(name);
      const required = EXPECTED[name].filter(([, , isRequired]) => isRequired).map(([field]) => field);
      const problems = surveyProblems(form, initialAnswers(form)).map((p) => p.fieldName);
      // A ranking starts in the options' order, which is an answer.
      expect(problems).toEqual(required.filter((field) => field !== 'tipologiaStruttura'));
      for (const key of labelKeysOf(form)) expect(key).toMatch(/^forms\.[A-Za-z0-9]+\.[A-Za-z0-9_]+$/);
    },
  );

  it('the preferences form: "preferenzaGeografica (radio with single Liberta option)", "tipologiaStruttura (Laboratorio, Hotel, Ristorante)", "lingueConosciute (Inglese, Francese, Spagnolo)"', () => {
    const form = surveyForm('preferences');
    const options = (fieldName: string) =>
      form.find((f) => f.fieldName === fieldName)?.options.map((option) => option.value);
    expect(options('preferenzaGeografica')).toEqual(['Liberta']);
    expect(options('tipologiaStruttura')).toEqual(['Laboratorio', 'Hotel', 'Ristorante']);
    expect(options('lingueConosciute')).toEqual(['Inglese', 'Francese', 'Spagnolo']);
  });

  it('ratings and the self-assessment are 1 to 5; the job situation has the five options', () => {
    for (const field of answerableFields(surveyForm('midterm')).filter((f) => f.type === 'radioButtons')) {
      expect(field.options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
    }
    expect(
      surveyForm('csci')
        .find((f) => f.fieldName === 'autovalutazione')
        ?.options.map((o) => o.value),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(surveyForm('endterm')[0]?.options.map((o) => o.value)).toEqual([
      'internshipCompany',
      'otherCompany',
      'familyBusiness',
      'consideringOffers',
      'noSearching',
    ]);
  });

  it('the course-choice form is the error placeholder', () => {
    expect(ERROR_PLACEHOLDER_FORMS).toEqual(['courseChoice']);
    expect(surveyForm('courseChoice')[0]?.label).toBe('forms.courseChoice.errorPlaceholder');
  });

  it('a filled preferences form is saved as the specification writes it and read back', () => {
    const form = surveyForm('preferences');
    const answers = {
      preferenzaGeografica: 'Liberta',
      Automunito: true,
      colloquio: false,
      Autonomo: true,
      tipologiaStruttura: ['Hotel', 'Ristorante', 'Laboratorio'],
      estero: false,
      lingueConosciute: 'Francese',
      note: 'Vicino a Parma',
    };
    expect(canSubmit(form, answers)).toBe(true);
    const saved = serializeAnswers(form, answers);
    expect(saved).toBe(
      'preferenzaGeografica:Liberta;Automunito:Si;colloquio:No;Autonomo:Si;' +
        'tipologiaStruttura:Hotel,Ristorante,Laboratorio;estero:No;lingueConosciute:Francese;note:Vicino a Parma',
    );
    expect(parseSavedAnswers(form, saved)).toEqual(answers);
  });
});

describe('the CSCI and ICPU2 preferences forms — section 3 "Four defined forms"', () => {
  const field = (name: 'csci' | 'icpu2', fieldName: string) => {
    const found = surveyForm(name).find((f) => f.fieldName === fieldName);
    if (!found) throw new Error(`${name} has no ${fieldName}`);
    return found;
  };
  const values = (name: 'csci' | 'icpu2', fieldName: string) =>
    field(name, fieldName).options.map((option) => option.value);

  it('CSCI: "geographic preference (free choice), own car (Automunito__c), request for a teaching interview, own accommodation available, self-assessment pick list 1 to 5, optional notes"', () => {
    expect(values('csci', 'preferenzaGeografica')).toEqual(['Liberta']);
    expect(field('csci', 'preferenzaGeografica').label).toBe('forms.csci.preferenzaGeografica');
    expect(field('csci', 'Automunito__c').type).toBe('fieldRadioButtons');
    expect(field('csci', 'colloquioDidattico').label).toBe('forms.csci.colloquioDidattico');
    expect(field('csci', 'alloggioAutonomo').type).toBe('fieldRadioButtons');
    expect(field('csci', 'autovalutazione').type).toBe('fieldPickList');
    expect(values('csci', 'autovalutazione')).toEqual(['1', '2', '3', '4', '5']);
    expect(field('csci', 'note').required).toBe(false);
  });

  it('ICPU2: "place preference (City, Village, or any), own car, interview with external relations, own accommodation, choice between Fine dining and Traditional, time preference, optional notes"', () => {
    expect(values('icpu2', 'preferenzaLuogo')).toEqual(['City', 'Village', 'Any']);
    expect(field('icpu2', 'Automunito').type).toBe('fieldRadioButtons');
    expect(field('icpu2', 'colloquioRelazioniEsterne').type).toBe('fieldRadioButtons');
    expect(field('icpu2', 'alloggioAutonomo').type).toBe('fieldRadioButtons');
    expect(values('icpu2', 'tipologiaCucina')).toEqual(['Fine dining', 'Traditional']);
    expect(field('icpu2', 'preferenzaPeriodo')).toMatchObject({ type: 'text', required: true });
    expect(field('icpu2', 'note').required).toBe(false);
  });

  it('CSCI: filled without the optional notes, saved with Si/No and read back; a self-assessment outside 1 to 5 is refused', () => {
    const form = surveyForm('csci');
    const answers = {
      preferenzaGeografica: 'Liberta',
      Automunito__c: false,
      colloquioDidattico: true,
      alloggioAutonomo: false,
      autovalutazione: '4',
    };
    expect(canSubmit(form, answers)).toBe(true);
    expect(answersSchema(form).safeParse(answers).success).toBe(true);
    const saved = serializeAnswers(form, answers);
    expect(saved).toBe(
      'preferenzaGeografica:Liberta;Automunito__c:No;colloquioDidattico:Si;alloggioAutonomo:No;autovalutazione:4;note:',
    );
    expect(formatAnswers(form, answers)).toBe(saved.replaceAll(';', ';\n'));
    expect(parseSavedAnswers(form, saved)).toEqual(answers);
    expect(answerProblem(field('csci', 'autovalutazione'), '6', [])).toBe('invalid');
    expect(answersSchema(form).safeParse({ ...answers, autovalutazione: '0' }).success).toBe(false);
    expect(canSubmit(form, { ...answers, autovalutazione: undefined })).toBe(false);
  });

  it('ICPU2: the time preference is required text, the place one of the three; saved and read back', () => {
    const form = surveyForm('icpu2');
    const answers = {
      preferenzaLuogo: 'Village',
      Automunito: true,
      colloquioRelazioniEsterne: false,
      alloggioAutonomo: true,
      tipologiaCucina: 'Fine dining',
      preferenzaPeriodo: 'Da marzo a giugno',
      note: 'Vegetariano',
    };
    expect(canSubmit(form, answers)).toBe(true);
    const saved = serializeAnswers(form, answers);
    expect(saved).toBe(
      'preferenzaLuogo:Village;Automunito:Si;colloquioRelazioniEsterne:No;alloggioAutonomo:Si;' +
        'tipologiaCucina:Fine dining;preferenzaPeriodo:Da marzo a giugno;note:Vegetariano',
    );
    expect(parseSavedAnswers(form, saved)).toEqual(answers);
    expect(surveyProblems(form, { ...answers, preferenzaPeriodo: '   ' }).map((p) => p.fieldName)).toEqual([
      'preferenzaPeriodo',
    ]);
    expect(answerProblem(field('icpu2', 'preferenzaLuogo'), 'Town', [])).toBe('invalid');
    expect(answerProblem(field('icpu2', 'tipologiaCucina'), 'Street food', [])).toBe('invalid');
  });
});
