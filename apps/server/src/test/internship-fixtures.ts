import { answerableFields } from '@school/domain/survey/definition';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseEditionSurveys, courseEditions, enrolments, stages } from '../db/schema/index.ts';
import { DEMO_EDITIONS } from '../db/seed/demo-application.ts';
import { DEMO_COURSE_FORM_EDITIONS } from '../db/seed/demo-internship.ts';

/** The edition of the internship tests' students (a demo edition), with the demo surveys. */
export const EDITION = 'CUCINA-2026B';

/** The demo editions (with the CSCI and ICPU2 ones of the internship demo), and EDITION's preferences, midterm and end-of-stage surveys (after ctx.reset()). */
export async function seedInternship(db: Db) {
  await db
    .insert(courseEditions)
    .values([...DEMO_EDITIONS, ...DEMO_COURSE_FORM_EDITIONS])
    .onConflictDoNothing();
  await db.insert(courseEditionSurveys).values({
    productCode: EDITION,
    preferences: SURVEY_FORMS.preferences,
    midSurvey: SURVEY_FORMS.midterm,
    endSurvey: SURVEY_FORMS.endterm,
  });
}

/** Sign-in values of a student of `productCode`'s course, with the stage flag unless `flags` says otherwise. */
export const course = (
  flags: { isActiveStage?: boolean } = { isActiveStage: true },
  productCode = EDITION,
) => ({
  categories: ['Studente' as const],
  enrolments: [{ kind: 'course' as const, isActive: true, productCode, ...flags }],
});

/** The enrolment of a user enrolled once (a student made with `course`). */
export async function enrolmentOf(db: Db, userId: string) {
  const [enrolment] = await db.select().from(enrolments).where(eq(enrolments.userId, userId));
  return enrolment!;
}

export async function stageRow(db: Db, id: string) {
  const [row] = await db.select().from(stages).where(eq(stages.id, id));
  return row!;
}

export const MIDTERM = surveyForm('midterm');
/** Every rating of the midterm survey at `rating`. */
export const midtermRatings = (rating: string): Record<string, string> =>
  Object.fromEntries(
    answerableFields(MIDTERM)
      .filter((field) => field.type === 'radioButtons')
      .map((field) => [field.fieldName, rating]),
  );
