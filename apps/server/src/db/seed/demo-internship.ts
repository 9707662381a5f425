import {
  STAGE_STATUS,
  STAGE_SURVEYS,
  stageSurveyDefaultForm,
  tutorEvaluationExpiry,
} from '@school/domain/internship/stage';
import { formatAnswers, serializeAnswers } from '@school/domain/survey/answers';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { DbOrTx } from '../client.ts';
import {
  courseEditionSurveys,
  courseEditions,
  enrolments,
  stageDocuments,
  stages,
  stageTutorEvaluations,
  users,
} from '../schema/index.ts';
import { demoDay } from './demo-candidates.ts';
import { demoDocument, storeDemoPdf } from './demo-files.ts';

export const DEMO_STAGE_EDITION = 'CUCINA-2026B';

/**
 * One closed edition of each course with a preferences form of its own (`COURSE_PREFERENCES_FORM`:
 * CSCI and ICPU2), each with a student at the preferences step.
 */
export const DEMO_COURSE_FORM_EDITIONS = [
  {
    productCode: 'CSCI-2026A',
    courseCode: 'CSCI',
    editionCode: '2026A',
    courseName: 'Corso CSCI',
    editionName: '2026A',
    isOpen: false,
    startsOn: '2026-01-12',
    endsOn: '2026-12-18',
  },
  {
    productCode: 'ICPU2-2026A',
    courseCode: 'ICPU2',
    editionCode: '2026A',
    courseName: 'Corso ICPU2',
    editionName: '2026A',
    isOpen: false,
    startsOn: '2026-02-02',
    endsOn: '2026-12-18',
  },
] as const satisfies Array<typeof courseEditions.$inferInsert>;
const [CSCI_EDITION, ICPU2_EDITION] = DEMO_COURSE_FORM_EDITIONS;

/** An edition's three forms, as its course starts them (`stageSurveyDefaultForm`). */
function editionSurveys(productCode: string, courseCode: string) {
  return {
    productCode,
    ...Object.fromEntries(
      STAGE_SURVEYS.map((form) => [form, SURVEY_FORMS[stageSurveyDefaultForm(form, courseCode)]]),
    ),
  };
}

/** Luca's preferences, as he sent them (a valid answer of the preferences form). */
export const DEMO_PREFERENCES_ANSWERS = {
  preferenzaGeografica: 'Liberta',
  Automunito: true,
  colloquio: true,
  Autonomo: false,
  tipologiaStruttura: ['Ristorante', 'Hotel', 'Laboratorio'],
  estero: false,
  lingueConosciute: 'Inglese',
  note: 'Preferisco la cucina di pesce',
};

const DOCUMENTS = [
  {
    name: 'Convenzione di stage',
    documentType: 'Convenzione',
    fileName: 'convenzione-stage.pdf',
    lines: [
      'Convenzione tra ALMA – Scuola Internazionale di Cucina Italiana e Ristorante Da Aldo.',
      'Periodo di stage, obiettivi formativi e tutor aziendale come indicati nella sezione Destinazione.',
    ],
  },
  {
    name: 'Progetto formativo',
    documentType: 'Progetto formativo',
    fileName: 'progetto-formativo.pdf',
    lines: [
      'Attività: linea calda, preparazioni di pesce, pasticceria da ristorazione.',
      'Orario: 40 ore settimanali, due giorni di riposo.',
    ],
  },
] as const;

/**
 * The internship demo: the edition CUCINA-2026B's three forms (preferences, Midterm, Endterm of
 * the survey engine), CSCI-2026A's and ICPU2-2026A's with their courses' preferences forms and a
 * student each at status 1 (Giorgia Moretti, CSCI, Italian; Amy Walker, ICPU2, English); Luca at status 6 (preferences sent, destination and tutor set, two published
 * documents with their PDFs when `storage` is given, the mid survey open); Marco at status 1 (the
 * preferences open). Giulia has the stage flag and no stage (status 99, "no information"). The
 * staff board's other students follow (`seedStageBoard`).
 */
export async function seedInternshipDemo(
  tx: DbOrTx,
  people: {
    lucaEnrolmentId: string | undefined;
    marcoEnrolmentId: string | undefined;
    /** The demo password's hash: the board's students sign in like the other demo accounts. */
    passwordHash: string;
  },
  storage?: FileStorage,
): Promise<void> {
  const { lucaEnrolmentId, marcoEnrolmentId, passwordHash } = people;
  if (!lucaEnrolmentId || !marcoEnrolmentId) throw new Error('demo students without a course enrolment');
  await tx.insert(courseEditions).values(DEMO_COURSE_FORM_EDITIONS).onConflictDoNothing();
  await tx
    .insert(courseEditionSurveys)
    .values([
      editionSurveys(DEMO_STAGE_EDITION, 'CUCINA'),
      ...DEMO_COURSE_FORM_EDITIONS.map((e) => editionSurveys(e.productCode, e.courseCode)),
    ])
    .onConflictDoNothing();

  const preferences = surveyForm('preferences');
  const [luca] = await tx
    .insert(stages)
    .values({
      enrolmentId: lucaEnrolmentId,
      status: STAGE_STATUS.midSurvey,
      hostCompany: 'Ristorante Da Aldo',
      street: 'Via Roma 1',
      postalCode: '43121',
      city: 'Parma',
      state: 'PR',
      country: 'Italia',
      tutorName: 'Aldo Bianchi',
      tutorPhone: '+393331234567',
      tutorEmail: 'aldo.bianchi@example.com',
      periodFrom: demoDay(-30),
      periodTo: demoDay(60),
      examStartDate: demoDay(90),
      preferencesCompleted: true,
      preferencesAnswers: serializeAnswers(preferences, DEMO_PREFERENCES_ANSWERS),
      preferencesAnswersFormatted: formatAnswers(preferences, DEMO_PREFERENCES_ANSWERS),
    })
    .returning({ id: stages.id });
  if (!luca) throw new Error('demo stage not created');

  for (const [index, document] of DOCUMENTS.entries()) {
    const file = await demoFile(storage, document.name, document.fileName, [...document.lines]);
    await tx.insert(stageDocuments).values({
      stageId: luca.id,
      name: document.name,
      documentType: document.documentType,
      published: true,
      createdAt: new Date(Date.UTC(2026, 0, 10 + index)),
      ...file,
    });
  }

  await tx.insert(stages).values({ enrolmentId: marcoEnrolmentId, status: STAGE_STATUS.preferences });

  await seedStageBoard(tx, storage, passwordHash);

  // The CSCI and ICPU2 editions: one student each at the preferences step (status 1).
  const pupil = demoStudent(tx, passwordHash);
  for (const [username, firstName, lastName, edition, language] of [
    ['giorgia.moretti@demo.alma.it', 'Giorgia', 'Moretti', CSCI_EDITION, 'it'],
    ['amy.walker@demo.alma.it', 'Amy', 'Walker', ICPU2_EDITION, 'en'],
  ] as const)
    await pupil(
      username,
      firstName,
      lastName,
      STAGE_STATUS.preferences,
      {},
      {
        edition: {
          productCode: edition.productCode,
          courseName: `${edition.courseName} ${edition.editionName}`,
        },
        language,
      },
    );
}

/**
 * Adds a demo student (the demo password, the stage status on the person as on the stage) with a
 * course enrolment of the edition, with the stage flag, and its stage unless `stage` is null;
 * answers the stage's id.
 */
function demoStudent(tx: DbOrTx, passwordHash: string) {
  return async (
    username: string,
    firstName: string,
    lastName: string,
    status: number,
    stage: Partial<typeof stages.$inferInsert> | null,
    {
      edition = { productCode: DEMO_STAGE_EDITION, courseName: 'Corso Superiore di Cucina Italiana 2026B' },
      language = 'it',
    }: { edition?: { productCode: string; courseName: string }; language?: 'it' | 'en' } = {},
  ) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        email: username,
        firstName,
        lastName,
        categories: ['Studente'],
        language,
        privacyAccepted: true,
        passwordHash,
        stageStatus: status,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`could not seed ${username}`);
    const [enrolment] = await tx
      .insert(enrolments)
      .values({
        userId: user.id,
        name: edition.courseName,
        kind: 'course',
        productCode: edition.productCode,
        isActive: true,
        isActiveStage: true,
      })
      .returning({ id: enrolments.id });
    if (!enrolment) throw new Error(`could not seed the enrolment of ${username}`);
    if (stage === null) return null;
    const [row] = await tx
      .insert(stages)
      .values({ enrolmentId: enrolment.id, status, ...stage })
      .returning({ id: stages.id });
    if (!row) throw new Error(`could not seed the stage of ${username}`);
    return row.id;
  };
}

/** A published document's file, when the demo has a storage (null without one). */
async function demoFile(storage: FileStorage | undefined, title: string, fileName: string, lines: string[]) {
  if (!storage) return null;
  return storeDemoPdf(storage, await demoDocument(title, lines), fileName);
}

/** The mid survey as Chiara sent it: every rating, and a note. */
const MID_ANSWERS = {
  organisation: '5',
  involvement: '4',
  tutorSupport: '5',
  operationsOverall: '5',
  communication: '4',
  relationships: '5',
  examMenuSupport: '3',
  accommodationCondition: '4',
  accommodationSpaces: '3',
  reachingInternship: '5',
  reachingServices: '4',
  accommodationOverall: '4',
  note: 'Brigata accogliente, molto lavoro sul pesce crudo',
};
const END_ANSWERS = {
  jobSituation: 'internshipCompany',
  relevantAspects: 'La gestione della linea durante il servizio serale',
  usefulAspects: 'Le preparazioni di base della cucina emiliana',
  expectations: 'Superate: mi hanno proposto un contratto stagionale',
};
/** The tutor's evaluation of Chiara (the tutorEvaluation form). */
const CHIARA_EVALUATION = {
  punctuality: '5',
  technicalSkills: '4',
  hygieneSafety: '5',
  teamwork: '5',
  initiative: '4',
  overall: '5',
  wouldHire: true,
  strengths: 'Precisione nelle preparazioni e calma durante il servizio',
  improvements: 'Velocità nella mise en place del mattino',
  note: '',
};

/**
 * The staff board's other students of CUCINA-2026B (with the demo password, so each status can be
 * seen from the student's side too): Paolo without a stage (99), Sofia at 0 (documents), Matteo at 3 (destination set), Chiara at 7 with the mid and
 * end surveys sent, her dossier and the tutor's evaluation submitted, Davide at 7 without the end
 * survey and with the tutor's link sent and still open; and a document published to every stage
 * of the edition.
 */
async function seedStageBoard(tx: DbOrTx, storage: FileStorage | undefined, passwordHash: string) {
  const student = demoStudent(tx, passwordHash);
  await student('paolo.ricci@demo.alma.it', 'Paolo', 'Ricci', STAGE_STATUS.none, null);
  await student('sofia.conti@demo.alma.it', 'Sofia', 'Conti', STAGE_STATUS.documents, {});
  await student('matteo.ferri@demo.alma.it', 'Matteo', 'Ferri', STAGE_STATUS.destination, {
    hostCompany: 'Osteria del Gambero Rosso',
    street: 'Via Giuseppe Garibaldi 23',
    postalCode: '37121',
    city: 'Verona',
    state: 'VR',
    country: 'Italia',
    tutorName: 'Marta Zanella',
    tutorPhone: '+39 045 8001234',
    tutorEmail: 'marta.zanella@example.com',
    periodFrom: demoDay(20),
    periodTo: demoDay(110),
    examStartDate: demoDay(140),
  });

  const midterm = surveyForm('midterm');
  const endterm = surveyForm('endterm');
  const dossier = await demoFile(storage, 'Dossier di stage', 'dossier-chiara-galli.pdf', [
    'Chiara Galli — Trattoria La Buca di Bacco, Bologna.',
    'Diario delle settimane di stage, ricette e schede tecniche.',
  ]);
  const chiara = await student('chiara.galli@demo.alma.it', 'Chiara', 'Galli', STAGE_STATUS.endSurvey, {
    hostCompany: 'Trattoria La Buca di Bacco',
    street: 'Via Pietro Pisanelli 18',
    postalCode: '40124',
    city: 'Bologna',
    state: 'BO',
    country: 'Italia',
    tutorName: 'Roberto Cavazza',
    tutorPhone: '+39 051 6440112',
    tutorEmail: 'roberto.cavazza@example.com',
    periodFrom: demoDay(-120),
    periodTo: demoDay(-10),
    examStartDate: demoDay(30),
    preferencesCompleted: true,
    preferencesAnswers: serializeAnswers(surveyForm('preferences'), DEMO_PREFERENCES_ANSWERS),
    preferencesAnswersFormatted: formatAnswers(surveyForm('preferences'), DEMO_PREFERENCES_ANSWERS),
    midSurveyCompleted: true,
    midSurveyAnswers: serializeAnswers(midterm, MID_ANSWERS),
    midSurveyAnswersFormatted: formatAnswers(midterm, MID_ANSWERS),
    endSurveyCompleted: true,
    endSurveyAnswers: serializeAnswers(endterm, END_ANSWERS),
    endSurveyAnswersFormatted: formatAnswers(endterm, END_ANSWERS),
    ...(dossier
      ? {
          dossierStorageKey: dossier.storageKey,
          dossierFileName: dossier.fileName,
          dossierContentType: dossier.contentType,
          dossierSize: dossier.size,
          dossierUploadedAt: new Date(`${demoDay(-5)}T10:00:00Z`),
        }
      : {}),
  });
  const evaluated = new Date(`${demoDay(-8)}T09:00:00Z`);
  if (!chiara) throw new Error('demo stage not created');
  await tx.insert(stageTutorEvaluations).values({
    stageId: chiara,
    tokenHash: hashToken(newToken()),
    tutorEmail: 'roberto.cavazza@example.com',
    sentAt: new Date(`${demoDay(-12)}T09:00:00Z`),
    expiresAt: tutorEvaluationExpiry(new Date(`${demoDay(-12)}T09:00:00Z`)),
    submittedAt: evaluated,
    answers: CHIARA_EVALUATION,
    answersText: serializeAnswers(surveyForm('tutorEvaluation'), CHIARA_EVALUATION),
  });

  const davideMid = {
    ...MID_ANSWERS,
    organisation: '3',
    tutorSupport: '2',
    note: 'Turni lunghi nel fine settimana',
  };
  const davide = await student(
    'davide.marchetti@demo.alma.it',
    'Davide',
    'Marchetti',
    STAGE_STATUS.endSurvey,
    {
      hostCompany: 'Ristorante Il Faro',
      street: 'Lungomare Cristoforo Colombo 45',
      postalCode: '84129',
      city: 'Salerno',
      state: 'SA',
      country: 'Italia',
      tutorName: 'Gennaro Esposito',
      tutorPhone: '+39 089 7120045',
      tutorEmail: 'gennaro.esposito@example.com',
      periodFrom: demoDay(-100),
      periodTo: demoDay(-3),
      examStartDate: demoDay(40),
      preferencesCompleted: true,
      midSurveyCompleted: true,
      midSurveyAnswers: serializeAnswers(midterm, davideMid),
      midSurveyAnswersFormatted: formatAnswers(midterm, davideMid),
    },
  );
  const sent = new Date(`${demoDay(-2)}T15:00:00Z`);
  if (!davide) throw new Error('demo stage not created');
  await tx.insert(stageTutorEvaluations).values({
    stageId: davide,
    // The token was in the mail to the tutor: only its hash is kept.
    tokenHash: hashToken(newToken()),
    tutorEmail: 'gennaro.esposito@example.com',
    sentAt: sent,
    expiresAt: tutorEvaluationExpiry(sent),
  });

  await tx.insert(stageDocuments).values({
    productCode: DEMO_STAGE_EDITION,
    name: 'Regolamento dello stage',
    documentType: 'Regolamento',
    published: true,
    createdAt: new Date(Date.UTC(2026, 0, 5)),
    ...(await demoFile(storage, 'Regolamento dello stage', 'regolamento-stage.pdf', [
      'Presenza, orari e comportamento in struttura.',
      "Il questionario intermedio e il questionario finale si compilano nell'Area Stage.",
    ])),
  });
}
